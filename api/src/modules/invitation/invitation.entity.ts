import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { User } from '../user/user.entity.js';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { Workspace } from '../workspace/workspace.entity.js';

export enum InvitationStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
  CANCELED = 'CANCELED',
}
registerEnumType(InvitationStatus, {
  name: 'InvitationStatus',
  description: 'PENDING until the invitee answers (ACCEPTED or REJECTED, final), or an admin withdraws it (CANCELED).',
  valuesConfig: {
    PENDING: { description: 'Sent and not answered: the invitee may accept or reject it, an admin may cancel it.' },
    ACCEPTED: { description: 'The invitee joined the workspace with the role.' },
    REJECTED: { description: 'The invitee declined.' },
    CANCELED: { description: 'An admin withdrew it before an answer.' },
  },
});

/**
 * An invitation of an e-mail address into a workspace with a role. The address may have no account
 * yet: its mail then links to sign-up, and the verification of that address accepts it. An address
 * with an account also has a pending (INVITED) member row; one without gets it when it signs up.
 */
@ObjectType({ description: 'An invitation of an e-mail address into a workspace with a role.' })
@Entity({ tableName: 'invitation' })
@Index({ name: 'invitation_workspace_status_index', properties: ['workspace', 'status'] })
export class Invitation {
  [OptionalProps]?: 'status' | 'registerDate' | 'respondedAt' | 'mailFailedAt';

  @Field(() => UUIDScalar, { description: 'UUID of the invitation; the link is /invite/{id}.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  @Field({ description: 'The invited address; only the account with this e-mail can accept.' })
  @Property({ length: 254 })
  @Index({ name: 'invitation_email_index' })
  email!: string;

  @Field(() => WorkspaceRole, { description: 'Role given on acceptance.' })
  @Enum({ items: () => WorkspaceRole, nativeEnumName: 'workspace_role' })
  role!: WorkspaceRole;

  @ManyToOne(() => User, { fieldName: 'inviter_id' })
  inviter!: User;

  @Field(() => InvitationStatus, { description: 'PENDING, then ACCEPTED or REJECTED (final), or CANCELED.' })
  @Enum({ items: () => InvitationStatus, nativeEnumName: 'invitation_status' })
  status: InvitationStatus = InvitationStatus.PENDING;

  @Field({ description: 'When the invitation was sent.' })
  @Property()
  registerDate: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the invitee answered.' })
  @Property({ type: 'datetime', nullable: true })
  respondedAt?: Date | null = null;

  /** When the last attempt to mail this invitation failed; null once a mail went out. */
  @Property({ type: 'datetime', nullable: true })
  mailFailedAt?: Date | null = null;
}
