/**
 * What other areas mount from to-dos: the one drawer of the signed-in layout (opened anywhere with
 * app/todoDrawer's useTodoDrawer), the goal page's to-do card and the completion checkbox's hook.
 */
export { GoalTodosCard } from './GoalTodosCard';
export { TodoDrawerProvider } from './TodoDrawerProvider';
export { useSetTodoComplete } from './useSetTodoComplete';
export { usePlanTodo, type PlannedTodo, type PlanTodoRequest } from './usePlanTodo';
