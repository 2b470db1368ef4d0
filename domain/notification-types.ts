/** Every notification type of spec 2 section 3, in one place for the API enum and the client templates. */
export const NOTIFICATION_TYPES = [
  'workspace_invite',
  'workspace_join',
  'team_invite',
  'workspace_out',
  'workspace_owner',
  'team_out',
  'goal_priority_changed',
  'goal_state_changed',
  'goal_deadline_changed',
  'goal_leader_changed',
  'goal_deadline_reminder',
  'project_priority_changed',
  'project_state_changed',
  'project_deadline_changed',
  'project_leader_changed',
  'project_deadline_reminder',
  'todo_assigned',
  'todo_state_changed',
  'todo_deadline_changed',
  'todo_deadline_reminder',
  'todo_time_changed',
  'comment',
  'reply',
  'mention',
  'comment_mention',
  'feedback_comment',
  'daily_scrum_comment',
  'report_receive',
  'report_updated',
  'report_request',
  'feedback_received',
  'feedback_updated',
  'feedback_request',
  'feedback_request_updated',
  'feedback_request_rejected',
  'feedback_reaction',
  'plan_time',
  'plan_request',
  'system_announcement',
  'account_security',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
