import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import type { IndicatorType } from '@domain/goal-indicator.js';
import type { GoalStatus, Priority } from '@domain/goal-status.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Project } from '../project/project.entity.js';
import { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';
import { IndicatorTypeEnum, PriorityEnum, WorkStatusEnum } from '../work-item/work-item-enums.js';
import { WorkItemParticipant, WorkItemSharing } from '../work-item/work-item.entity.js';
import { foldedTrigramIndex } from '../../database/folded-search.js';

/** A goal (called a task in some screens) of a team: hierarchical, shared with teams (spec 1 section 3). */
@ObjectType({
  description:
    'A goal of a team: hierarchical, with status, priority, dates, leader, participants and an optional indicator.',
})
@Entity({ tableName: 'goal' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
// The quick switcher finds it by any part (issue 13): a trigram index over the folded text (no accents, lower case) serves LIKE '%…%'.
@Index(foldedTrigramIndex('goal_title_fold_trgm_index', 'goal', 'title'))
export class Goal {
  [OptionalProps]?:
    | 'content'
    | 'project'
    | 'parent'
    | 'leader'
    | 'status'
    | 'priority'
    | 'indicatorType'
    | 'initialValue'
    | 'currentValue'
    | 'targetValue'
    | 'startDate'
    | 'endDate'
    | 'completeDate'
    | 'enable'
    | 'registerDate'
    | 'updateDate';

  @Field(() => UUIDScalar, { description: 'Identifies the goal: for goal(id), updateGoal and every goalId argument.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Title, not blank, at most 200 characters.' })
  @Property({ length: 200 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Free-text description.' })
  @Property({ type: 'text', nullable: true })
  content?: string | null = null;

  @ManyToOne(() => Project, { nullable: true })
  @Index({ name: 'goal_project_index' })
  project?: Project | null = null;

  @ManyToOne(() => Goal, { nullable: true })
  @Index({ name: 'goal_parent_index' })
  parent?: Goal | null = null;

  @ManyToOne(() => User, { nullable: true })
  @Index({ name: 'goal_leader_index' })
  leader?: User | null = null;

  /** The owning team; the goal is also shared with it (goal_sharing, is_owner). */
  @ManyToOne(() => Team)
  @Index({ name: 'goal_team_index' })
  team!: Team;

  @Field(() => WorkStatusEnum, { description: 'Where the goal stands; COMPLETED or CANCELED sets completeDate.' })
  @Property({ fieldName: 'status_code', length: 20 })
  status: GoalStatus = 'PLANNED';

  @Field(() => PriorityEnum, {
    description: 'How urgent the goal is, HIGHEST to LOWEST; lists may order and group by it.',
  })
  @Property({ fieldName: 'priority_code', length: 20 })
  priority: Priority = 'MEDIUM';

  @Field(() => IndicatorTypeEnum, {
    nullable: true,
    description: 'Unit of the indicator; null when the goal has none.',
  })
  @Property({ length: 20, nullable: true })
  indicatorType?: IndicatorType | null = null;

  @Field(() => Float, { nullable: true, description: 'Indicator value at the start.' })
  @Property({ type: 'double', nullable: true })
  initialValue?: number | null = null;

  @Field(() => Float, { nullable: true, description: 'Indicator value now.' })
  @Property({ type: 'double', nullable: true })
  currentValue?: number | null = null;

  @Field(() => Float, { nullable: true, description: 'Indicator value to reach; larger than the initial value.' })
  @Property({ type: 'double', nullable: true })
  targetValue?: number | null = null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'First day of the goal (a calendar day); null when not set.',
  })
  @Property({ type: 'date', nullable: true })
  startDate?: string | null = null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Due date.' })
  @Property({ type: 'date', nullable: true })
  endDate?: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the goal was finished (completed or cancelled); null while open.',
  })
  @Property({ type: 'datetime', nullable: true })
  completeDate?: Date | null = null;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @Field({ description: 'When the goal was created.' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When the goal last changed.' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/** A person taking part in a goal (besides its leader). */
@Entity({ tableName: 'goal_participant' })
@Unique({ name: 'goal_participant_goal_user_unique', properties: ['goal', 'user'] })
@Index({ name: 'goal_participant_user_index', properties: ['user'] })
export class GoalParticipant extends WorkItemParticipant {
  @ManyToOne(() => Goal)
  goal!: Goal;
}

/** A goal shared with a team. */
@Entity({ tableName: 'goal_sharing' })
@Unique({ name: 'goal_sharing_goal_team_unique', properties: ['goal', 'team'] })
@Index({ name: 'goal_sharing_team_index', properties: ['team', 'enable'] })
export class GoalSharing extends WorkItemSharing {
  @ManyToOne(() => Goal)
  goal!: Goal;
}

/** Whether a user has hidden a goal from their own lists. */
@Entity({ tableName: 'user_goal_visibility' })
@Unique({ name: 'user_goal_visibility_goal_user_unique', properties: ['goal', 'user'] })
@Index({ name: 'user_goal_visibility_user_index', properties: ['user', 'isHidden'] })
export class UserGoalVisibility {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Goal)
  goal!: Goal;

  @ManyToOne(() => User)
  user!: User;

  @Property()
  isHidden!: boolean;
}
