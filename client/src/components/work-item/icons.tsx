// Shared by goals and projects: one icon per status and per priority (the work-item vocabulary).
import type { GoalStatus, Priority } from '@domain/goal-status';
import {
  IconAlertCircle,
  IconChevronDown,
  IconChevronsDown,
  IconChevronsUp,
  IconChevronUp,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleHalf2,
  IconCirclePause,
  IconCircleX,
  IconEqual,
  type TablerIcon,
} from '@tabler/icons-react';
import { withAppDefaults, type IconProps } from '../appIcon';

const statusIcons: Record<GoalStatus, TablerIcon> = {
  BACKLOG: withAppDefaults(IconCircleDashed),
  PLANNED: withAppDefaults(IconCircle),
  IN_PROGRESS: withAppDefaults(IconCircleHalf2),
  AT_RISK: withAppDefaults(IconAlertCircle),
  PAUSED: withAppDefaults(IconCirclePause),
  COMPLETED: withAppDefaults(IconCircleCheck),
  CANCELED: withAppDefaults(IconCircleX),
};

const priorityIcons: Record<Priority, TablerIcon> = {
  HIGHEST: withAppDefaults(IconChevronsUp),
  HIGH: withAppDefaults(IconChevronUp),
  MEDIUM: withAppDefaults(IconEqual),
  LOW: withAppDefaults(IconChevronDown),
  LOWEST: withAppDefaults(IconChevronsDown),
};

export function StatusIcon({ status, ...props }: IconProps & { readonly status: GoalStatus }) {
  const Icon = statusIcons[status];
  return <Icon {...props} />;
}

export function PriorityIcon({ priority, ...props }: IconProps & { readonly priority: Priority }) {
  const Icon = priorityIcons[priority];
  return <Icon {...props} />;
}
