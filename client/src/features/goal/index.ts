export { CreateGoalDialog } from './CreateGoalDialog';
export { MemberGoalsCard } from './MemberGoalsCard';
