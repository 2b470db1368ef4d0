import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { NotificationType } from '@domain/notification-types.js';
import { User } from '../user/user.entity.js';

export interface WeeklyRecurrence {
  type: 'weekly';
  /** HH:mm in the user's time zone. */
  time: string;
  /** 0 Sunday ... 6 Saturday. */
  weekdays: number[];
}

/** A recurring reminder of a user (spec 2: user_notification), e.g. the weekly planning-time reminder. */
@Entity({ tableName: 'user_notification' })
@Unique({ name: 'user_notification_user_type_unique', properties: ['user', 'notificationTypeCode'] })
@Index({ name: 'user_notification_due_index', properties: ['enable', 'nextExecutionTime'] })
export class UserNotification {
  [OptionalProps]?: 'enable' | 'nextExecutionTime';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User)
  user!: User;

  @Property({ type: 'string', length: 40 })
  notificationTypeCode!: NotificationType;

  @Property({ type: 'json' })
  recurrencePattern!: WeeklyRecurrence;

  /** UTC instant of the next run; computed in the user's time zone. */
  @Property({ type: 'datetime', nullable: true })
  nextExecutionTime?: Date | null = null;

  @Property()
  enable: boolean = true;
}

/**
 * A one-off reminder about something (spec 2: notification_schedule), e.g. a goal or to-do deadline.
 * One row per thing and type: rescheduling moves it.
 */
@Entity({ tableName: 'notification_schedule' })
@Unique({ name: 'notification_schedule_related_unique', properties: ['relatedType', 'relatedId', 'notificationType'] })
@Index({ name: 'notification_schedule_due_index', properties: ['enable', 'fireAt'] })
export class NotificationSchedule {
  [OptionalProps]?: 'enable' | 'firedAt' | 'content' | 'workspaceId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 30 })
  relatedType!: string;

  @Property({ type: 'uuid' })
  relatedId!: string;

  @Property({ type: 'string', length: 40 })
  notificationType!: NotificationType;

  @Property({ type: 'json' })
  recipientIds!: string[];

  /** Calendar due date (YYYY-MM-DD) the D-label is counted to. */
  @Property({ length: 10 })
  dueDate!: string;

  @Property()
  fireAt!: Date;

  @Property({ type: 'json' })
  content: Record<string, string | number | boolean | null> = {};

  /** Only recipients who are active members of this workspace are reminded. */
  @Property({ type: 'uuid', nullable: true })
  workspaceId?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  firedAt?: Date | null = null;

  @Property()
  enable: boolean = true;
}
