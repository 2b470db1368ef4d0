import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTodoDrawer } from '../../app/todoDrawer';
import { isUuid } from '../../components/ResourceState';

/**
 * `/planner?todo=<id>` (a comment notification on a to-do) opens that to-do's drawer over the
 * planner. The address forgets the parameter first, so that Back does not open it again, and the
 * drawer then opens on the plain address (its own history entry, which Back closes, follows it).
 * A `#comment-<id>` stays on the address, so the drawer's thread opens at that comment.
 */
export function useTodoFromAddress(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const drawer = useTodoDrawer();
  const todoId = new URLSearchParams(search).get('todo');
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (todoId) {
      if (isUuid(todoId)) pending.current = todoId;
      const next = new URLSearchParams(search);
      next.delete('todo');
      const rest = next.toString();
      void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
      return;
    }
    const waiting = pending.current;
    pending.current = null;
    if (waiting) drawer.open(waiting);
  }, [todoId, search, hash, drawer, navigate]);
}
