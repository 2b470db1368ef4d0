/**
 * The to-do picker of the feedback form (spec 3 section 2): the chosen person's to-dos grouped by
 * goal, each group selected or unselected at once, and the to-dos of a group counted.
 */
import type { GroupableTodo, TodoGroup } from '../../components/work-item/todoGroups';

/** How many of a group's to-dos are selected, and whether all are. */
export function groupSelection(
  group: TodoGroup<GroupableTodo>,
  selected: ReadonlySet<string>,
): { readonly count: number; readonly all: boolean } {
  const count = group.todos.filter((todo) => selected.has(todo.id)).length;
  return { count, all: count === group.todos.length && count > 0 };
}

/**
 * Selects every to-do of a group (in the order shown, within `max` selected in all) or unselects
 * them all; the other selected to-dos keep their order.
 */
export function setGroupSelected(
  selected: readonly string[],
  group: TodoGroup<GroupableTodo>,
  select: boolean,
  max = Infinity,
): string[] {
  const ids = group.todos.map((todo) => todo.id);
  if (!select) {
    const remove = new Set(ids);
    return selected.filter((id) => !remove.has(id));
  }
  const out = [...selected];
  const present = new Set(selected);
  for (const id of ids) {
    if (out.length >= max) break;
    if (!present.has(id)) out.push(id);
  }
  return out;
}

/** One to-do selected or unselected (appended at the end; nothing past `max`). */
export function toggleTodo(selected: readonly string[], id: string, max = Infinity): string[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  return selected.length >= max ? [...selected] : [...selected, id];
}

/**
 * The to-dos the picker lists: the period's choices, then the selected ones the period does not
 * reach (an edited feedback's older to-dos), so that a selection never hides.
 */
export function withSelected<Todo extends GroupableTodo>(choices: readonly Todo[], selected: readonly Todo[]): Todo[] {
  const ids = new Set(choices.map((todo) => todo.id));
  return [...choices, ...selected.filter((todo) => !ids.has(todo.id))];
}
