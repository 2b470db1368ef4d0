import { randomUUID } from 'node:crypto';
import { Entity, Enum, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { AUDIT_REFERENCE, User } from '../user/user.entity.js';
import { WorkspaceRole } from './workspace-role.js';

/** A company or group using Quarter together: its members, teams and core values. */
@ObjectType({ description: 'A company or group using Quarter together: members, teams and core values.' })
@Entity({ tableName: 'workspace' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
export class Workspace {
  [OptionalProps]?: 'enable' | 'registerDate' | 'updateDate' | 'description' | 'profileImageUrl';

  @Field(() => UUIDScalar, { description: 'Identifies the workspace: every workspaceId argument.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Name, not blank, at most 100 characters.' })
  @Property({ length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Optional description.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Field(() => String, { nullable: true, description: 'URL of the workspace picture, if any.' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null = null;

  @ManyToOne(() => User, { fieldName: 'register_id', filters: AUDIT_REFERENCE })
  register!: User;

  @Property()
  enable: boolean = true;

  @Field({ description: 'When the workspace was created.' })
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}

/** A user's place in a workspace. Removal sets enable false; one row per workspace and user, one owner row per workspace. */
@ObjectType({ description: 'A person in a workspace, with a role; INVITED members have not accepted yet.' })
@Entity({ tableName: 'workspace_member' })
@Unique({ name: 'workspace_member_workspace_user_unique', properties: ['workspace', 'user'] })
@Index({
  name: 'workspace_member_one_owner',
  expression: `create unique index "workspace_member_one_owner" on "workspace_member" ("workspace_id") where "role" = 'OWNER'`,
})
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
export class WorkspaceMember {
  [OptionalProps]?: 'enable' | 'registerDate' | 'updateDate' | 'update';

  @Field(() => UUIDScalar, { description: 'UUID of the membership.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  @ManyToOne(() => User)
  @Index({ name: 'workspace_member_user_index' })
  user!: User;

  @Field(() => WorkspaceRole, { description: 'Role in the workspace.' })
  @Enum({ items: () => WorkspaceRole, nativeEnumName: 'workspace_role' })
  role!: WorkspaceRole;

  @ManyToOne(() => User, { fieldName: 'register_id', filters: AUDIT_REFERENCE })
  register!: User;

  @Field({ description: 'When the person joined or was invited.' })
  @Property()
  registerDate: Date = new Date();

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true, filters: AUDIT_REFERENCE })
  update?: User | null = null;

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}
