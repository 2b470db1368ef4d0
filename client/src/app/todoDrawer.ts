import { createContext, useContext } from 'react';

/**
 * Opens the to-do drawer from anywhere (planner blocks, lists, goal pages, notifications). The todo
 * feature's TodoDrawerProvider mounts the one drawer of the signed-in app and provides this control;
 * `date` is the planner date the to-do was opened from (the time-block view and "stop up to this
 * date" use it). It lives here so that any area can open the drawer without depending on the todo
 * feature (which itself embeds notes and comments).
 */
export interface TodoDrawerControl {
  open(todoId: string, options?: { date?: string; view?: 'detail' | 'timeBlock'; title?: string }): void;
  close(): void;
}

export const TodoDrawerContext = createContext<TodoDrawerControl | null>(null);

export function useTodoDrawer(): TodoDrawerControl {
  const control = useContext(TodoDrawerContext);
  if (!control) throw new Error('useTodoDrawer needs a TodoDrawerProvider above it');
  return control;
}

/** The drawer control where there is one (pages outside the signed-in layout have none). */
export function useOptionalTodoDrawer(): TodoDrawerControl | null {
  return useContext(TodoDrawerContext);
}
