export { GoalSelector, type GoalSelectorProps } from './GoalSelector';
export { goalSelectorData, type GoalOption } from './goalSelectorData';
