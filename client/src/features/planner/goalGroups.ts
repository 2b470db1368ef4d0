import { groupTodosByGoal, type GroupableTodo, type TodoGroup } from '../../components/work-item/todoGroups';

/**
 * A to-do list under its goals (todoDisplaySetting.showGoals): the goals in the order their first
 * to-do comes, then the goals waiting for a to-do as empty groups (showEmptyGoals, the inbox), the
 * to-dos without a goal last.
 */
export function goalGroups<Todo extends GroupableTodo>(
  todos: readonly Todo[],
  waitingGoals: readonly { readonly id: string; readonly title: string }[] = [],
): TodoGroup<Todo>[] {
  const groups = groupTodosByGoal(todos);
  const grouped = new Set(groups.map((group) => group.goalId));
  const empty = waitingGoals
    .filter((goal) => !grouped.has(goal.id))
    .map((goal) => ({ goalId: goal.id, goalTitle: goal.title, todos: [] }));
  return [
    ...groups.filter((group) => group.goalId !== null),
    ...empty,
    ...groups.filter((group) => group.goalId === null),
  ];
}

/** The group a to-do is listed in: its goal, or none. */
export const groupKeyOf = (todo: GroupableTodo): string | null => todo.goal?.id ?? null;
