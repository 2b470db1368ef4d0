// To-dos under their goals: the feedback form's picker and the planner's grouped lists.

export interface GroupableTodo {
  readonly id: string;
  readonly goal: { readonly id: string; readonly title: string } | null;
}

export interface TodoGroup<Todo extends GroupableTodo> {
  /** The goal's id; null for the to-dos without a goal. */
  readonly goalId: string | null;
  readonly goalTitle: string | null;
  readonly todos: readonly Todo[];
}

/**
 * Groups to-dos by goal, goals in the order their first to-do comes (the API answers by goal), and
 * the to-dos without a goal last in one group; each to-do once, in the order given.
 */
export function groupTodosByGoal<Todo extends GroupableTodo>(todos: readonly Todo[]): TodoGroup<Todo>[] {
  const groups = new Map<string, { goalId: string; goalTitle: string; todos: Todo[] }>();
  const withoutGoal: Todo[] = [];
  const seen = new Set<string>();
  for (const todo of todos) {
    if (seen.has(todo.id)) continue;
    seen.add(todo.id);
    if (!todo.goal) {
      withoutGoal.push(todo);
      continue;
    }
    const group = groups.get(todo.goal.id) ?? { goalId: todo.goal.id, goalTitle: todo.goal.title, todos: [] };
    group.todos.push(todo);
    groups.set(todo.goal.id, group);
  }
  const out: TodoGroup<Todo>[] = [...groups.values()];
  if (withoutGoal.length > 0) out.push({ goalId: null, goalTitle: null, todos: withoutGoal });
  return out;
}
