import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { NOTIFICATION_TYPES, type NotificationType } from '@domain/notification-types.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { User } from '../user/user.entity.js';

export const NotificationTypeEnum = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t])) as {
  [K in NotificationType]: K;
};
/** Each type as an integrator reads it: what happened, and the content keys beside actor_name and actor_id. */
const NOTIFICATION_TYPE_DESCRIPTIONS: Record<NotificationType, string> = {
  workspace_invite: 'The recipient was invited to a workspace (workspace_name, invitation_id): accept or reject it.',
  workspace_join: 'Someone joined a workspace the recipient administers (workspace_name).',
  team_invite: 'The recipient was added to a team (team_name, team_id).',
  workspace_out: 'The recipient was removed from a workspace (workspace_name).',
  workspace_owner:
    'The owner made the recipient the owner of a workspace (workspace_name); the former owner stays as an admin.',
  team_out: 'The recipient was removed from a team (team_name).',
  goal_priority_changed:
    'The priority of a goal the recipient leads or takes part in changed (parent_title, old_value, new_value).',
  goal_state_changed:
    'The status of a goal the recipient leads or takes part in changed (parent_title, old_state, new_state).',
  goal_deadline_changed:
    'The due date of a goal the recipient leads or takes part in moved (parent_title, old_deadline, new_deadline).',
  goal_leader_changed:
    'The leader of a goal the recipient leads or takes part in changed (parent_title, old_value and new_value: the user ids).',
  goal_deadline_reminder: 'A goal of the recipient is due soon or today (parent_title, dday).',
  project_priority_changed:
    'The priority of a project the recipient leads or takes part in changed (parent_title, old_value, new_value).',
  project_state_changed:
    'The status of a project the recipient leads or takes part in changed (parent_title, old_state, new_state).',
  project_deadline_changed:
    'The due date of a project the recipient leads or takes part in moved (parent_title, old_deadline, new_deadline).',
  project_leader_changed:
    'The leader of a project the recipient leads or takes part in changed (parent_title, old_value and new_value: the user ids).',
  project_deadline_reminder: 'A project of the recipient is due soon or today (parent_title, dday).',
  todo_assigned: 'A colleague made a to-do for the recipient (todo_title).',
  todo_state_changed: 'Someone else changed the status of a to-do of the recipient (todo_title, old_state, new_state).',
  todo_deadline_changed:
    'Someone else moved the due date of a to-do of the recipient (todo_title, old_deadline, new_deadline).',
  todo_deadline_reminder: 'A to-do of the recipient is due soon or today (todo_title, dday).',
  todo_time_changed:
    'Someone else planned, moved or unplanned a to-do of the recipient on the planner (todo_title; old_time_block and new_time_block like "2026-11-20 09:00 - 10:30", null when not planned).',
  comment: 'A new comment in a thread the recipient follows (parent_title, comment_text).',
  reply: 'A reply to a comment of the recipient (comment_text).',
  mention:
    'The recipient was mentioned in a comment on a note (parent_title: the note, comment_text, note_id, comment_id).',
  comment_mention: 'The recipient was mentioned in a comment on a goal or a to-do (comment_text).',
  feedback_comment: 'A comment on a feedback the recipient sent or received (comment_text, is_feedback_receiver).',
  daily_scrum_comment: 'A comment on the recipient daily scrum item (daily_scrum_date, comment_text).',
  report_receive: 'A report was sent to the recipient (parent_title).',
  report_updated: 'A report the recipient received was changed (parent_title).',
  report_request: 'Someone asked the recipient to write a report.',
  feedback_received: 'The recipient received feedback (feedback_id, is_feedback_receiver).',
  feedback_updated: 'A feedback the recipient received was edited or resent.',
  feedback_request: 'Someone asked the recipient for feedback.',
  feedback_request_updated: 'A request for feedback to the recipient was edited (or sent again after a decline).',
  feedback_request_rejected: 'A request of the recipient was declined: they may edit it to ask again.',
  feedback_reaction:
    'Someone reacted to a feedback the recipient sent (emoji: every emoji they left on it, is_feedback_receiver); one notification per person and feedback, its emoji kept up to date.',
  plan_time: 'The daily reminder to plan the day, at the time of the recipient settings (their time zone).',
  plan_request: 'A teammate asked the recipient to update their planner (team_name).',
  system_announcement:
    'An announcement, plain text: from the owner of a workspace to its active members (scope workspace, workspace_id, workspace_name, title, body) or from Quarter to every user (scope quarter, title, body); body may be null.',
  account_security: 'A security event of the account: event is token_created or token_revoked, with token_name.',
};
registerEnumType(NotificationTypeEnum, {
  name: 'NotificationType',
  description: 'What a notification is about (spec 2 section 3); content holds its fields.',
  valuesConfig: Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { description: NOTIFICATION_TYPE_DESCRIPTIONS[type] }]),
  ),
});

/** The type-specific fields of a notification's content (snake_case, as the spec names them). */
export type NotificationContent = Record<string, string | number | boolean | null>;

/** One notification to one user. Starts unread and unviewed; deletion is soft. */
@ObjectType({ description: 'A notification to the viewer.' })
@Entity({ tableName: 'notification' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'notification_user_list_index', properties: ['user', 'registerDate'] })
@Index({ name: 'notification_related_index', properties: ['relatedType', 'relatedId'] })
// The unread badge counts these on every page load.
@Index({
  name: 'notification_unread_index',
  expression: 'create index "notification_unread_index" on "notification" ("user_id") where "enable" and not "is_read"',
})
export class Notification {
  [OptionalProps]?: 'isRead' | 'isViewed' | 'enable' | 'registerDate' | 'updateDate' | 'relatedId' | 'relatedType';

  @Field(() => UUIDScalar, {
    description: 'Identifies the notification: for markNotificationRead and deleteNotification.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User)
  user!: User;

  @Field(() => NotificationTypeEnum, { description: 'What it is about.' })
  @Property({ type: 'string', length: 40 })
  type!: NotificationType;

  @Field(() => GraphQLJSONObject, {
    description:
      'Type-specific fields: actor_name, actor_id, actor_image_url, workspace_id, team_id, invitation_id, parent_title with parent_type (goal, project, todo, note, feedback, daily_scrum_item, report), ...',
  })
  @Property({ type: 'json' })
  content!: NotificationContent;

  @Field(() => String, { nullable: true, description: 'Id of what it is about (a workspace, a team, a to-do, ...).' })
  @Property({ type: 'uuid', nullable: true })
  relatedId?: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Kind of what relatedId names: workspace, team, invitation, goal, todo, ...',
  })
  @Property({ length: 30, nullable: true })
  relatedType?: string | null = null;

  @Field({ description: 'Read (clicked or marked); read items are dimmed.' })
  @Property()
  isRead: boolean = false;

  @Field({ description: 'Viewed (the bell was opened since it came); unviewed items show a dot.' })
  @Property()
  isViewed: boolean = false;

  @Property()
  enable: boolean = true;

  @Field({ description: 'When it was created.' })
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}
