import type { MessageDescriptor } from 'react-intl';
import type { NotificationType } from '../../gql/graphql';
import { defineMessageMap } from '../../i18n/defineMessageMap';

/**
 * One message per notification type (spec 2 section 3), the content fields as ICU values (see
 * values.ts): actor_name, workspace_name, team_name, parent_title, todo_title, comment_text,
 * new_deadline, daily_scrum_date, emoji (the emojis of a reaction) and dday (a D-Day / D-n / D+n
 * label of reminders), title and scope (announcements). Types whose producers come later have their
 * message already, so that nothing shows as a raw code.
 */
export const notificationTemplates = defineMessageMap({
  workspace_invite: {
    id: 'notification.type.workspaceInvite',
    defaultMessage: '{actor_name} invited you to {workspace_name}.',
  },
  workspace_join: { id: 'notification.type.workspaceJoin', defaultMessage: '{actor_name} joined {workspace_name}.' },
  team_invite: {
    id: 'notification.type.teamInvite',
    defaultMessage: '{actor_name} added you to the team {team_name}.',
  },
  workspace_owner: {
    id: 'notification.type.workspaceOwner',
    defaultMessage: '{actor_name} made you the owner of {workspace_name}.',
  },
  workspace_out: {
    id: 'notification.type.workspaceOut',
    defaultMessage: '{actor_name} removed you from {workspace_name}.',
  },
  team_out: { id: 'notification.type.teamOut', defaultMessage: '{actor_name} removed you from the team {team_name}.' },

  goal_priority_changed: {
    id: 'notification.type.goalPriorityChanged',
    defaultMessage: '{actor_name} changed the priority of the goal “{parent_title}”.',
  },
  goal_state_changed: {
    id: 'notification.type.goalStateChanged',
    defaultMessage: '{actor_name} changed the status of the goal “{parent_title}”.',
  },
  goal_deadline_changed: {
    id: 'notification.type.goalDeadlineChanged',
    defaultMessage: '{actor_name} moved the due date of the goal “{parent_title}” to {new_deadline}.',
  },
  goal_leader_changed: {
    id: 'notification.type.goalLeaderChanged',
    defaultMessage: '{actor_name} changed the leader of the goal “{parent_title}”.',
  },
  goal_deadline_reminder: {
    id: 'notification.type.goalDeadlineReminder',
    defaultMessage: 'The goal “{parent_title}” is due: {dday}',
  },

  project_priority_changed: {
    id: 'notification.type.projectPriorityChanged',
    defaultMessage: '{actor_name} changed the priority of the project “{parent_title}”.',
  },
  project_state_changed: {
    id: 'notification.type.projectStateChanged',
    defaultMessage: '{actor_name} changed the status of the project “{parent_title}”.',
  },
  project_deadline_changed: {
    id: 'notification.type.projectDeadlineChanged',
    defaultMessage: '{actor_name} moved the due date of the project “{parent_title}” to {new_deadline}.',
  },
  project_leader_changed: {
    id: 'notification.type.projectLeaderChanged',
    defaultMessage: '{actor_name} changed the leader of the project “{parent_title}”.',
  },
  project_deadline_reminder: {
    id: 'notification.type.projectDeadlineReminder',
    defaultMessage: 'The project “{parent_title}” is due: {dday}',
  },

  todo_assigned: {
    id: 'notification.type.todoAssigned',
    defaultMessage: '{actor_name} assigned you the to-do “{todo_title}”.',
  },
  todo_state_changed: {
    id: 'notification.type.todoStateChanged',
    defaultMessage: '{actor_name} changed the status of the to-do “{todo_title}”.',
  },
  todo_deadline_changed: {
    id: 'notification.type.todoDeadlineChanged',
    defaultMessage: '{actor_name} moved the due date of the to-do “{todo_title}” to {new_deadline}.',
  },
  todo_deadline_reminder: {
    id: 'notification.type.todoDeadlineReminder',
    defaultMessage: 'The to-do “{todo_title}” is due: {dday}',
  },
  todo_time_changed: {
    id: 'notification.type.todoTimeChanged',
    defaultMessage: '{actor_name} changed the time of the to-do “{todo_title}”.',
  },

  comment: {
    id: 'notification.type.comment',
    defaultMessage: '{actor_name} commented on “{parent_title}”: {comment_text}',
  },
  reply: { id: 'notification.type.reply', defaultMessage: '{actor_name} replied to your comment: {comment_text}' },
  mention: { id: 'notification.type.mention', defaultMessage: '{actor_name} mentioned you in “{parent_title}”.' },
  comment_mention: {
    id: 'notification.type.commentMention',
    defaultMessage: '{actor_name} mentioned you in a comment: {comment_text}',
  },
  feedback_comment: {
    id: 'notification.type.feedbackComment',
    defaultMessage: '{actor_name} commented on feedback: {comment_text}',
  },
  daily_scrum_comment: {
    id: 'notification.type.dailyScrumComment',
    defaultMessage: '{actor_name} commented on the daily scrum of {daily_scrum_date}: {comment_text}',
  },

  report_receive: {
    id: 'notification.type.reportReceive',
    defaultMessage: '{actor_name} sent you the report “{parent_title}”.',
  },
  report_updated: {
    id: 'notification.type.reportUpdated',
    defaultMessage: '{actor_name} updated the report “{parent_title}”.',
  },
  report_request: {
    id: 'notification.type.reportRequest',
    defaultMessage: '{actor_name} asked you to write a report.',
  },

  feedback_received: { id: 'notification.type.feedbackReceived', defaultMessage: '{actor_name} sent you feedback.' },
  feedback_updated: {
    id: 'notification.type.feedbackUpdated',
    defaultMessage: '{actor_name} updated the feedback they sent you.',
  },
  feedback_request: { id: 'notification.type.feedbackRequest', defaultMessage: '{actor_name} asked you for feedback.' },
  feedback_request_updated: {
    id: 'notification.type.feedbackRequestUpdated',
    defaultMessage: '{actor_name} updated their feedback request.',
  },
  feedback_request_rejected: {
    id: 'notification.type.feedbackRequestRejected',
    defaultMessage: '{actor_name} declined your feedback request.',
  },
  feedback_reaction: {
    id: 'notification.type.feedbackReaction',
    defaultMessage: '{actor_name} reacted to your feedback: {emoji}',
  },

  plan_time: { id: 'notification.type.planTime', defaultMessage: 'It’s time to plan your day.' },
  plan_request: {
    id: 'notification.type.planRequest',
    defaultMessage: '{actor_name} from {team_name} asked you to update your planner.',
  },
  // A workspace owner's announcement (scope workspace) or the operator's (scope quarter); the body shows below it.
  system_announcement: {
    id: 'notification.type.systemAnnouncement',
    defaultMessage:
      '{scope, select, workspace {{actor_name} announced to {workspace_name}: {title}} quarter {Announcement from Quarter: {title}} other {There is a new announcement from Quarter.}}',
  },
  account_security: {
    id: 'notification.type.accountSecurity',
    defaultMessage:
      '{event, select, token_created {A personal access token “{token_name}” was created on your account. If it was not you, revoke it in settings.} token_revoked {The personal access token “{token_name}” was revoked.} other {There was a security event on your account. Check that it was you.}}',
  },
} satisfies Record<NotificationType, MessageDescriptor & { id: string; defaultMessage: string }>);

export type KnownNotificationType = keyof typeof notificationTemplates;

/** The message of a type, or null for a type this client does not know (logged by the caller). */
export function templateOf(type: string): MessageDescriptor | null {
  return Object.prototype.hasOwnProperty.call(notificationTemplates, type)
    ? notificationTemplates[type as KnownNotificationType]
    : null;
}
