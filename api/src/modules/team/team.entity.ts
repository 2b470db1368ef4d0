import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { AUDIT_REFERENCE, User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';

/** A team of one workspace. */
@ObjectType({ description: 'A team of one workspace.' })
@Entity({ tableName: 'team' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
export class Team {
  [OptionalProps]?: 'enable' | 'registerDate' | 'description' | 'profileImageUrl';

  @Field(() => UUIDScalar, { description: 'Identifies the team: for team(id) and every teamId argument.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Name, at least 2 characters.' })
  @Property({ length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Optional description.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Field(() => String, { nullable: true, description: 'URL of the team picture, if any.' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null = null;

  @ManyToOne(() => Workspace)
  @Index({ name: 'team_workspace_index' })
  workspace!: Workspace;

  @ManyToOne(() => User, { fieldName: 'register_id', filters: AUDIT_REFERENCE })
  register!: User;

  @Field({ description: 'When the team was created.' })
  @Property()
  registerDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/** A user in a team; leaving or removal sets enable false. One row per team and user. */
@ObjectType({ description: 'A person in a team.' })
@Entity({ tableName: 'team_member' })
@Unique({ name: 'team_member_team_user_unique', properties: ['team', 'user'] })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
export class TeamMember {
  [OptionalProps]?: 'enable' | 'registerDate';

  @Field(() => UUIDScalar, { description: 'UUID of the team membership.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Team)
  team!: Team;

  @ManyToOne(() => User)
  @Index({ name: 'team_member_user_index' })
  user!: User;

  @Field({ description: 'When the person joined the team.' })
  @Property()
  registerDate: Date = new Date();

  @Property()
  enable: boolean = true;
}
