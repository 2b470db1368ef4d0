/** Goal and project statuses and priorities (spec 1 section 4). */

export const GOAL_STATUSES = [
  'BACKLOG',
  'PLANNED',
  'IN_PROGRESS',
  'AT_RISK',
  'PAUSED',
  'COMPLETED',
  'CANCELED',
] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** The goals people are working on: the goal selector lists only these. */
export const ACTIVE_STATUSES: readonly GoalStatus[] = ['PLANNED', 'IN_PROGRESS', 'AT_RISK'];
export const FINISHED_STATUSES: readonly GoalStatus[] = ['COMPLETED', 'CANCELED'];

export const isActiveStatus = (status: GoalStatus): boolean => ACTIVE_STATUSES.includes(status);
export const isFinishedStatus = (status: GoalStatus): boolean => FINISHED_STATUSES.includes(status);

/**
 * Moving into the finished group (completing or cancelling) sets the complete date, which the
 * completed-period filter counts by; moving within the group keeps it; reopening clears it.
 */
export function completeDateAfter(from: GoalStatus, to: GoalStatus, current: Date | null, now: Date): Date | null {
  if (!isFinishedStatus(to)) return null;
  return isFinishedStatus(from) && current ? current : now;
}

export const PRIORITIES = ['HIGHEST', 'HIGH', 'MEDIUM', 'LOW', 'LOWEST'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** HIGHEST first: a sort key for "order by priority". */
export const priorityRank = (priority: Priority): number => PRIORITIES.indexOf(priority);
