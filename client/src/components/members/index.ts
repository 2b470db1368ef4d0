export { MemberTableCard } from './MemberTableCard';
export { RemoveMemberButton } from './RemoveMemberButton';
export { RoleBadge } from './RoleBadge';
export { roleColors, roleLabels } from './roles';
export { YouBadge } from './YouBadge';
