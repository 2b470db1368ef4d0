/**
 * What other areas mount from to-dos: the one drawer of the signed-in layout (opened anywhere with
 * app/todoDrawer's useTodoDrawer), the goal page's to-do card, the complete / cancel checkbox and
 * its hook, and the delete (the assistant's Undo).
 */
export { GoalTodosCard } from './GoalTodosCard';
export { TodoDrawerProvider } from './TodoDrawerProvider';
export { useDeleteTodo } from './useDeleteTodo';
export { TodoStatusCheckbox } from './TodoStatusCheckbox';
export { useSetTodoComplete } from './useSetTodoComplete';
export { usePlanTodo, type PlannedTodo, type PlanTodoRequest } from './usePlanTodo';
