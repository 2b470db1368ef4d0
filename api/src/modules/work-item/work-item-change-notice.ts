import { titleSnippet } from '@domain/notification-text.js';
import type { NotificationType } from '@domain/notification-types.js';
import type { NotificationContent } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';

/** The fields of a goal or project whose change its leader and participants hear of. */
export type NotifiedField = 'priority' | 'status' | 'deadline' | 'leader';

export interface WorkItemFieldChange {
  field: NotifiedField;
  oldValue: string | null;
  newValue: string | null;
}

export interface WorkItemChanges {
  kind: 'goal' | 'project';
  id: string;
  title: string;
  deadline: string | null;
  workspaceId: string;
  actorId: string;
  /** The leader and participants. */
  recipientIds: string[];
  changes: readonly WorkItemFieldChange[];
}

const CHANGE_TYPES: Record<WorkItemChanges['kind'], Record<NotifiedField, NotificationType>> = {
  goal: {
    priority: 'goal_priority_changed',
    status: 'goal_state_changed',
    deadline: 'goal_deadline_changed',
    leader: 'goal_leader_changed',
  },
  project: {
    priority: 'project_priority_changed',
    status: 'project_state_changed',
    deadline: 'project_deadline_changed',
    leader: 'project_leader_changed',
  },
};

/** What the change says besides the item: its old and new value, under the names of its field. */
function changeFields(change: WorkItemFieldChange, deadline: string | null): NotificationContent {
  const values = { old_value: change.oldValue, new_value: change.newValue, new_deadline: deadline };
  if (change.field === 'status') return { ...values, old_state: change.oldValue, new_state: change.newValue };
  if (change.field === 'deadline') return { ...values, old_deadline: change.oldValue };
  return values;
}

/**
 * Tells the leader and participants of a goal or project (workspace members only, never the one
 * who changed it) of each change of its priority, status, deadline or leader; a former leader hears
 * that they no longer lead.
 */
export async function notifyWorkItemChanges(notifications: NotificationService, item: WorkItemChanges): Promise<void> {
  for (const change of item.changes) {
    const formerLeader = change.field === 'leader' && change.oldValue ? [change.oldValue] : [];
    await notifications.notify({
      type: CHANGE_TYPES[item.kind][change.field],
      actorId: item.actorId,
      recipientIds: [...item.recipientIds, ...formerLeader],
      workspaceId: item.workspaceId,
      content: {
        [`${item.kind}_id`]: item.id,
        parent_title: titleSnippet(item.title),
        parent_type: item.kind,
        ...changeFields(change, item.deadline),
      },
      related: { type: item.kind, id: item.id },
    });
  }
}
