import { Field, ObjectType } from 'type-graphql';
import { Team } from '../team/team.entity.js';

@ObjectType({ description: 'A team a goal or project is shared with.' })
export class TeamSharing {
  @Field(() => Team, { description: 'A team whose members read the item through this sharing.' })
  team!: Team;

  @Field({ description: 'The owning team, always shared.' })
  isOwner!: boolean;
}

@ObjectType({ description: 'What the viewer may do with a goal or a project.' })
export class WorkItemViewerCan {
  @Field({
    description:
      'Edit it: anyone who may read it (an active member of a team it is shared with, its leader or a participant).',
  })
  edit!: boolean;

  @Field({ description: 'Switch its sharing with teams: anyone who may read it.' })
  share!: boolean;

  @Field({ description: 'Delete it: its creator, its leader or a workspace owner or admin.' })
  delete!: boolean;
}
