import { Field, InputType, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'A new team in a workspace (admins).' })
export class CreateTeamInput {
  @Field(() => UUIDScalar, { nullable: true, description: 'The workspace; required ("Please select a workspace.").' })
  workspaceId?: string | null;

  @Field({ description: 'At least 2 characters after trimming.' })
  name!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Optional description.' })
  description?: string | null;

  @Field(() => [UUIDScalar], {
    nullable: true,
    description: 'Workspace members to put in the team besides the creator.',
  })
  memberIds?: string[] | null;
}

@InputType({ description: 'Team fields to change.' })
export class UpdateTeamInput {
  @Field(() => String, { nullable: true, description: 'At least 2 characters after trimming.' })
  name?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Optional description.' })
  description?: string | null;
}

@ObjectType({ description: 'What the viewer may do with a team.' })
export class TeamViewerCan {
  @Field({ description: 'Rename or describe the team (workspace admins).' })
  update!: boolean;

  @Field({ description: 'Delete the team (workspace admins).' })
  delete!: boolean;

  @Field({ description: 'Add workspace members to the team (admins and team members).' })
  addMembers!: boolean;

  @Field({ description: 'Remove other members (workspace admins).' })
  removeMembers!: boolean;

  @Field({ description: 'Leave the team (its members).' })
  leave!: boolean;
}
