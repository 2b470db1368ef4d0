export { CreateGoalDialog } from './CreateGoalDialog';
export { goalMessages } from './messages';
export { useCreateGoal } from './useCreateGoal';
export { MemberGoalsCard } from './MemberGoalsCard';
