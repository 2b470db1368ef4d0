import type { EntityManager } from '@mikro-orm/postgresql';
import { deadlineReminderAt } from '@domain/deadline-reminder.js';
import { isFinishedStatus, type GoalStatus } from '@domain/goal-status.js';
import { titleSnippet } from '@domain/notification-text.js';
import type { ReminderService } from '../notification/reminder.service.js';
import { User } from '../user/user.entity.js';

export interface WorkItemDeadline {
  kind: 'goal' | 'project';
  id: string;
  title: string;
  dueDate: string | null;
  status: GoalStatus;
  leaderId: string | null;
  recipientIds: string[];
  workspaceId: string;
}

/**
 * Keeps the deadline reminder of a goal or project in step (spec 2 section 4: on deadline or status
 * change): to the leader and participants, in the leader's time zone; none once finished or passed.
 */
export async function syncDeadlineReminder(
  em: EntityManager,
  reminders: ReminderService,
  item: WorkItemDeadline,
): Promise<void> {
  const leader = item.leaderId ? await em.findOne(User, { id: item.leaderId }) : null;
  const fireAt =
    item.dueDate && !isFinishedStatus(item.status)
      ? deadlineReminderAt(item.dueDate, leader?.timezone ?? 'Asia/Seoul')
      : null;
  if (!fireAt || item.recipientIds.length === 0) {
    await reminders.cancelSchedules(em, item.kind, item.id);
    return;
  }
  await reminders.scheduleDeadline(em, {
    relatedType: item.kind,
    relatedId: item.id,
    type: item.kind === 'goal' ? 'goal_deadline_reminder' : 'project_deadline_reminder',
    recipientIds: item.recipientIds,
    dueDate: item.dueDate!,
    fireAt,
    workspaceId: item.workspaceId,
    content: { [`${item.kind}_id`]: item.id, parent_title: titleSnippet(item.title), parent_type: item.kind },
  });
}
