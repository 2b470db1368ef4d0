// Shared by goals and projects: the translated names of work-item statuses and priorities.
import type { GoalStatus, Priority } from '@domain/goal-status';
import { defineMessageMap } from '../../i18n/defineMessageMap';

export const statusLabels: Record<GoalStatus, { id: string; defaultMessage: string }> = defineMessageMap({
  BACKLOG: { id: 'workItem.status.backlog', defaultMessage: 'Backlog' },
  PLANNED: { id: 'workItem.status.planned', defaultMessage: 'Planned' },
  IN_PROGRESS: { id: 'workItem.status.inProgress', defaultMessage: 'In progress' },
  AT_RISK: { id: 'workItem.status.atRisk', defaultMessage: 'At risk' },
  PAUSED: { id: 'workItem.status.paused', defaultMessage: 'Paused' },
  COMPLETED: { id: 'workItem.status.completed', defaultMessage: 'Completed' },
  CANCELED: { id: 'workItem.status.canceled', defaultMessage: 'Canceled' },
});

export const priorityLabels: Record<Priority, { id: string; defaultMessage: string }> = defineMessageMap({
  HIGHEST: { id: 'workItem.priority.highest', defaultMessage: 'Highest' },
  HIGH: { id: 'workItem.priority.high', defaultMessage: 'High' },
  MEDIUM: { id: 'workItem.priority.medium', defaultMessage: 'Medium' },
  LOW: { id: 'workItem.priority.low', defaultMessage: 'Low' },
  LOWEST: { id: 'workItem.priority.lowest', defaultMessage: 'Lowest' },
});

export const workItemMessages = defineMessageMap({
  noDeadline: { id: 'workItem.deadline.none', defaultMessage: 'No deadline' },
});
