import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { GoalStatus, Priority } from '@domain/goal-status.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { PriorityEnum, WorkStatusEnum } from '../work-item/work-item-enums.js';
import { WorkItemParticipant, WorkItemSharing } from '../work-item/work-item.entity.js';
import { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';
import { foldedTrigramIndex } from '../../database/folded-search.js';

/** A project of a team: groups goals, with a leader, participants, status, priority and deadline. */
@ObjectType({
  description: 'A project of a team: groups goals, with a leader, participants, status, priority and deadline.',
})
@Entity({ tableName: 'project' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
// The quick switcher finds it by any part (issue 13): a trigram index over the folded text (no accents, lower case) serves LIKE '%…%'.
@Index(foldedTrigramIndex('project_name_fold_trgm_index', 'project', 'name'))
export class Project {
  [OptionalProps]?:
    'description' | 'deadline' | 'priority' | 'status' | 'leader' | 'enable' | 'registerDate' | 'updateDate';

  @Field(() => UUIDScalar, {
    description: 'Identifies the project: for project(id), updateProject and every projectId argument.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Name, not blank, at most 100 characters.' })
  @Property({ length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Free-text description.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Due day of the project (a calendar day); deadline reminders count to it; null without one.',
  })
  @Property({ type: 'date', nullable: true })
  deadline?: string | null = null;

  @Field(() => PriorityEnum, { description: 'How urgent the project is, HIGHEST to LOWEST; lists may order by it.' })
  @Property({ length: 20 })
  priority: Priority = 'MEDIUM';

  @Field(() => WorkStatusEnum, { description: 'Where the project stands, as for goals.' })
  @Property({ length: 20 })
  status: GoalStatus = 'PLANNED';

  @ManyToOne(() => User, { nullable: true })
  @Index({ name: 'project_leader_index' })
  leader?: User | null = null;

  @ManyToOne(() => Team)
  @Index({ name: 'project_team_index' })
  team!: Team;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @Field({ description: 'When the project was created.' })
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/** A person taking part in a project. */
@Entity({ tableName: 'project_participant' })
@Unique({ name: 'project_participant_project_user_unique', properties: ['project', 'user'] })
@Index({ name: 'project_participant_user_index', properties: ['user'] })
export class ProjectParticipant extends WorkItemParticipant {
  @ManyToOne(() => Project)
  project!: Project;
}

/** A project shared with a team; the same on/off rules as goal sharing. */
@Entity({ tableName: 'project_sharing' })
@Unique({ name: 'project_sharing_project_team_unique', properties: ['project', 'team'] })
@Index({ name: 'project_sharing_team_index', properties: ['team', 'enable'] })
export class ProjectSharing extends WorkItemSharing {
  @ManyToOne(() => Project)
  project!: Project;
}
