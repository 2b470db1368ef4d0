export { MemberActionsCell } from './MemberActionsCell';
export { MemberCell } from './MemberCell';
export { MemberTableCard, type MemberColumn } from './MemberTableCard';
export { MemberActionButton } from './MemberActionButton';
export { RoleBadge } from './RoleBadge';
export { roleColors, roleLabels } from './roles';
export { useMemberRemoval } from './useMemberRemoval';
export { YouBadge } from './YouBadge';
