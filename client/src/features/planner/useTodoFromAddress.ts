import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTodoDrawer } from '../../app/todoDrawer';
import { isUuid } from '../../components/ResourceState';

/**
 * `/planner?todo=<id>` (a comment notification on a to-do) opens that to-do's drawer over the
 * planner. The address forgets the parameter first, so that Back does not open it again, and the
 * drawer then opens on the plain address (its own history entry, which Back closes, follows it).
 */
export function useTodoFromAddress(): void {
  const [params, setParams] = useSearchParams();
  const drawer = useTodoDrawer();
  const todoId = params.get('todo');
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (todoId) {
      if (isUuid(todoId)) pending.current = todoId;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('todo');
          return next;
        },
        { replace: true },
      );
      return;
    }
    const waiting = pending.current;
    pending.current = null;
    if (waiting) drawer.open(waiting);
  }, [todoId, drawer, setParams]);
}
