/**
 * Where a click on a notification goes (spec 2 section 2 routes), or null when it is only read:
 * reminders of the planner's day, announcements and security notices. A comment, a reply or a
 * mention opens what was commented on: the goal or note page at the comment (`#comment-{id}`), or the
 * to-do's drawer over the planner.
 * Feedback (spec 3) opens the feedback itself (received, edited, commented on, reacted to) or the
 * feedback page's tab of the requests concerned (received ones to answer, sent ones declined). A
 * comment on a daily scrum item opens the team's scrum of that day (`/team/{id}/member?scrum=`).
 */

export interface NotificationTarget {
  readonly type: string;
  readonly content: unknown;
  readonly relatedId: string | null;
}

function field(content: unknown, name: string): string | null {
  if (!content || typeof content !== 'object') return null;
  const value = (content as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

const seg = (value: string) => encodeURIComponent(value);

function commentedOn(content: unknown): string | null {
  const goalId = field(content, 'goal_id');
  const noteId = field(content, 'note_id');
  const todoId = field(content, 'todo_id');
  const commentId = field(content, 'comment_id');
  const at = commentId ? `#comment-${seg(commentId)}` : '';
  if (goalId) return `/goal/${seg(goalId)}${at}`;
  if (noteId) return `/note/${seg(noteId)}${at}`;
  return todoId ? `/planner?todo=${seg(todoId)}${at}` : null;
}

/** The feedback page of a workspace: one feedback, or the list on one of its tabs. */
function feedbackPage(
  workspaceId: string | null,
  feedbackId: string | null,
  tab?: 'receivedRequest' | 'sentRequest',
): string | null {
  if (!workspaceId) return null;
  const page = `/workspace/${seg(workspaceId)}/feedback`;
  if (feedbackId) return `${page}/${seg(feedbackId)}`;
  return tab ? `${page}?tab=${tab}` : page;
}

export function notificationRoute({ type, content, relatedId }: NotificationTarget): string | null {
  const workspaceId = field(content, 'workspace_id');
  const teamId = field(content, 'team_id');

  switch (type) {
    case 'workspace_invite': {
      const invitationId = field(content, 'invitation_id') ?? relatedId;
      return invitationId ? `/invite/${seg(invitationId)}` : null;
    }
    case 'workspace_join':
    case 'workspace_owner':
      return workspaceId ? `/workspace/${seg(workspaceId)}/setting` : null;
    case 'team_invite':
      return teamId ? `/team/${seg(teamId)}/member` : null;
    // A colleague (related) asked for a report: the creation form, to send it to them.
    case 'report_request':
      return workspaceId && relatedId ? `/workspace/${seg(workspaceId)}/report?write=${seg(relatedId)}` : null;
    case 'comment':
    case 'reply':
    case 'mention':
    case 'comment_mention':
      return commentedOn(content);
    case 'feedback_received':
    case 'feedback_updated':
    case 'feedback_comment':
    case 'feedback_reaction':
      return feedbackPage(workspaceId, field(content, 'feedback_id') ?? relatedId);
    case 'feedback_request':
    case 'feedback_request_updated':
      return feedbackPage(workspaceId, null, 'receivedRequest');
    case 'feedback_request_rejected':
      return feedbackPage(workspaceId, null, 'sentRequest');
    // A comment on one's daily scrum item: the team's scrum of that day (the members page).
    case 'daily_scrum_comment': {
      const date = field(content, 'daily_scrum_date');
      return teamId ? `/team/${seg(teamId)}/member${date ? `?scrum=${seg(date)}` : ''}` : null;
    }
    // The request is to update one's own planner.
    case 'plan_request':
    case 'workspace_out':
    case 'team_out':
      return '/planner';
    // A token created or revoked: the list of tokens, to revoke one that was not the viewer's doing.
    case 'account_security':
      return field(content, 'token_name') ? '/auth/setting?tab=api' : null;
  }

  if (type.startsWith('goal_')) return relatedId ? `/goal/${seg(relatedId)}` : null;
  if (type.startsWith('project_')) return relatedId ? `/project/${seg(relatedId)}` : null;
  if (type.startsWith('todo_')) return '/planner';
  if (type.startsWith('report_')) {
    return workspaceId && relatedId ? `/workspace/${seg(workspaceId)}/report/${seg(relatedId)}` : null;
  }
  // A feedback type this client does not know yet: the feedback page.
  if (type.startsWith('feedback_')) return feedbackPage(workspaceId, null);
  return null;
}
