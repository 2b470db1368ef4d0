/**
 * Where a click on a notification goes (spec 2 section 2 routes), or null when it is only read:
 * comments, mentions, reminders of the planner's day, announcements and security notices.
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

export function notificationRoute({ type, content, relatedId }: NotificationTarget): string | null {
  const workspaceId = field(content, 'workspace_id');
  const teamId = field(content, 'team_id');

  switch (type) {
    case 'workspace_invite': {
      const invitationId = field(content, 'invitation_id') ?? relatedId;
      return invitationId ? `/invite/${seg(invitationId)}` : null;
    }
    case 'workspace_join':
      return workspaceId ? `/workspace/${seg(workspaceId)}/setting` : null;
    case 'team_invite':
      return teamId ? `/team/${seg(teamId)}/member` : null;
    // A colleague (related) asked for a report: the creation form, to send it to them.
    case 'report_request':
      return workspaceId && relatedId ? `/workspace/${seg(workspaceId)}/report?write=${seg(relatedId)}` : null;
    // The request is to update one's own planner.
    case 'plan_request':
    case 'workspace_out':
    case 'team_out':
      return '/planner';
  }

  if (type.startsWith('goal_')) return relatedId ? `/goal/${seg(relatedId)}` : null;
  if (type.startsWith('project_')) return relatedId ? `/project/${seg(relatedId)}` : null;
  if (type.startsWith('todo_')) return '/planner';
  if (type.startsWith('report_')) {
    return workspaceId && relatedId ? `/workspace/${seg(workspaceId)}/report/${seg(relatedId)}` : null;
  }
  if (type.startsWith('feedback_')) {
    // feedback_comment is a comment on a feedback: it goes to the feedback list too.
    return workspaceId ? `/workspace/${seg(workspaceId)}/feedback` : null;
  }
  return null;
}
