import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Goal } from '../goal/goal.entity.js';
import { User } from '../user/user.entity.js';

/** One changed field of a goal: who changed it, when, from what to what (values as text). */
@Entity({ tableName: 'goal_history' })
export class GoalHistory {
  [OptionalProps]?: 'oldValue' | 'newValue' | 'registerDate' | 'enable';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Goal)
  @Index({ name: 'goal_history_goal_index' })
  goal!: Goal;

  @ManyToOne(() => User)
  user!: User;

  /** The goal field (title, status, priority, end_date, ...), or "goal" for creation. */
  @Property({ length: 40 })
  field!: string;

  @Property({ type: 'text', nullable: true })
  oldValue?: string | null = null;

  @Property({ type: 'text', nullable: true })
  newValue?: string | null = null;

  @Property()
  registerDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

export type ActivityType = 'goal' | 'comment' | 'note';

/** The activity feed of a goal (spec 1 sections 3 and 7): each row points to a goal-history record, a comment or a note. */
@Entity({ tableName: 'activity_log' })
@Index({ name: 'activity_log_goal_created_index', properties: ['goal', 'createdAt'] })
@Index({ name: 'activity_log_reference_index', properties: ['activityType', 'referenceId'] })
export class ActivityLog {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Goal)
  goal!: Goal;

  @ManyToOne(() => User)
  user!: User;

  @Property({ length: 20 })
  activityType!: ActivityType;

  /** create, update or delete. */
  @Property({ length: 20 })
  action!: string;

  @Property({ type: 'uuid' })
  referenceId!: string;

  @Property()
  createdAt: Date = new Date();
}
