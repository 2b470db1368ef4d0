// Shared by goals and projects: one icon per status and per priority (the work-item vocabulary).
import type { GoalStatus, Priority } from '@domain/goal-status';
import type { ReactElement } from 'react';
import { Svg, type IconProps } from '../icons';

const statusIcons: Record<GoalStatus, (p: IconProps) => ReactElement> = {
  BACKLOG: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" strokeDasharray="3 3" />
    </Svg>
  ),
  PLANNED: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" />
    </Svg>
  ),
  IN_PROGRESS: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
    </Svg>
  ),
  AT_RISK: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4.5M12 16h.01" />
    </Svg>
  ),
  PAUSED: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" />
      <path d="M10 9v6M14 9v6" />
    </Svg>
  ),
  COMPLETED: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" />
      <path d="M8.5 12.2l2.4 2.3 4.6-4.8" />
    </Svg>
  ),
  CANCELED: (p) => (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" />
      <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
    </Svg>
  ),
};

const priorityIcons: Record<Priority, (p: IconProps) => ReactElement> = {
  HIGHEST: (p) => (
    <Svg {...p}>
      <path d="M7 12.5l5-5 5 5M7 17.5l5-5 5 5" />
    </Svg>
  ),
  HIGH: (p) => (
    <Svg {...p}>
      <path d="M7 15l5-5 5 5" />
    </Svg>
  ),
  MEDIUM: (p) => (
    <Svg {...p}>
      <path d="M7 10h10M7 14h10" />
    </Svg>
  ),
  LOW: (p) => (
    <Svg {...p}>
      <path d="M7 9l5 5 5-5" />
    </Svg>
  ),
  LOWEST: (p) => (
    <Svg {...p}>
      <path d="M7 6.5l5 5 5-5M7 11.5l5 5 5-5" />
    </Svg>
  ),
};

export function StatusIcon({ status, ...props }: IconProps & { readonly status: GoalStatus }) {
  const Icon = statusIcons[status];
  return <Icon {...props} />;
}

export function PriorityIcon({ priority, ...props }: IconProps & { readonly priority: Priority }) {
  const Icon = priorityIcons[priority];
  return <Icon {...props} />;
}
