// Shared by goals and projects: the one colour of each status and priority (Mantine colour names).
import type { GoalStatus, Priority } from '@domain/goal-status';

export const statusColors: Record<GoalStatus, string> = {
  BACKLOG: 'gray',
  PLANNED: 'cyan',
  IN_PROGRESS: 'blue',
  AT_RISK: 'orange',
  PAUSED: 'yellow',
  COMPLETED: 'green',
  CANCELED: 'red',
};

export const priorityColors: Record<Priority, string> = {
  HIGHEST: 'red',
  HIGH: 'orange',
  MEDIUM: 'yellow',
  LOW: 'blue',
  LOWEST: 'gray',
};
