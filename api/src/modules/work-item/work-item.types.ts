import { Field, ObjectType } from 'type-graphql';
import { Team } from '../team/team.entity.js';

@ObjectType({ description: 'A team a goal or project is shared with.' })
export class TeamSharing {
  @Field(() => Team)
  team!: Team;

  @Field({ description: 'The owning team, always shared.' })
  isOwner!: boolean;
}

@ObjectType({ description: 'What the viewer may do with a goal or a project.' })
export class WorkItemViewerCan {
  @Field()
  edit!: boolean;

  @Field()
  share!: boolean;

  @Field()
  delete!: boolean;
}
