import { Field, InputType, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { WorkspaceRole } from './workspace-role.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'A new workspace; the creator becomes its owner.' })
export class CreateWorkspaceInput {
  @Field({ description: 'Not blank after trimming; at most 100 characters.' })
  name!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Optional description.' })
  description?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'A URL returned by POST /uploads/profile-image.' })
  profileImageUrl?: string | null;
}

@InputType({ description: 'Workspace fields to change; omitted fields stay, null clears an optional one.' })
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true, description: 'Not blank after trimming.' })
  name?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Optional description.' })
  description?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'A URL returned by POST /uploads/profile-image, or null.' })
  profileImageUrl?: string | null;
}

@InputType({ description: 'Invite people by e-mail.' })
export class InviteMembersInput {
  @Field(() => UUIDScalar, { description: 'The workspace to invite into.' })
  workspaceId!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ description: 'One or more e-mail addresses separated by commas; each must belong to an existing account.' })
  emails!: string;

  @Field(() => WorkspaceRole, {
    defaultValue: WorkspaceRole.MEMBER,
    description: 'ADMIN or MEMBER (default) on acceptance.',
  })
  role!: WorkspaceRole;
}

@ObjectType({ description: 'What the viewer may do with a workspace; the UI shows controls from this.' })
export class WorkspaceViewerCan {
  @Field({ description: 'Change name, description and picture (admins).' })
  update!: boolean;

  @Field({ description: 'Delete the workspace (owner).' })
  delete!: boolean;

  @Field({ description: 'Invite and add members (admins).' })
  invite!: boolean;

  @Field({ description: 'Create teams (admins).' })
  createTeam!: boolean;

  @Field({ description: 'Send an announcement to the active members (owner): announceToWorkspace.' })
  announce!: boolean;
}

@ObjectType({ description: 'What the viewer may do with a membership.' })
export class MemberViewerCan {
  @Field({ description: 'Change this member role (to one of assignableRoles).' })
  changeRole!: boolean;

  @Field(() => [WorkspaceRole], { description: 'The roles the viewer may give this member now; empty when none.' })
  assignableRoles!: WorkspaceRole[];

  @Field({ description: 'Remove this member from the workspace.' })
  remove!: boolean;

  @Field({
    description:
      'Make this member the owner (the owner, of an active admin or member); the viewer then becomes an admin.',
  })
  transferOwnership!: boolean;
}
