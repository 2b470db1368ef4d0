// Shared by goals and projects: the work-item visual vocabulary (status, priority, deadline).
export { StatusBadge } from './StatusBadge';
export { PriorityBadge } from './PriorityBadge';
export { DeadlineLabel, deadlineColor } from './DeadlineLabel';
export { StatusSelect } from './StatusSelect';
export { PrioritySelect } from './PrioritySelect';
export { StatusIcon, PriorityIcon } from './icons';
export { statusColors, priorityColors } from './colors';
export { statusLabels, priorityLabels } from './messages';
export { formatLocalDate } from './formatLocalDate';
export { useToday } from './useToday';
