// Shared by goals and projects: the work-item visual vocabulary (status, priority, deadline).
// The status and priority pickers are in ./selects: Mantine's Select (its combobox) is for the forms
// that edit them, not for every page that shows a label (the planner loads this file).
export { StatusBadge } from './StatusBadge';
export { PriorityBadge } from './PriorityBadge';
export { DeadlineLabel, deadlineColor } from './DeadlineLabel';
export { StatusIcon, PriorityIcon } from './icons';
export { statusColors, priorityColors } from './colors';
export { statusLabels, priorityLabels } from './messages';
export { formatLocalDate } from './formatLocalDate';
export { useToday } from './useToday';
