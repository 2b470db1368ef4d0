import { createContext, useContext } from 'react';

/**
 * Opens the to-do drawer from anywhere (planner blocks, lists, goal pages, notifications). The
 * provider (TodoDrawerProvider) mounts the one drawer of the app; `date` is the planner date the
 * to-do was opened from (the time-block view and "stop up to this date" use it).
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
