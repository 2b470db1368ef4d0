export { MemberGoalsCard } from './MemberGoalsCard';
