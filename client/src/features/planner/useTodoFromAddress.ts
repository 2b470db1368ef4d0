import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTodoDrawer } from '../../app/todoDrawer';
import { isUuid } from '../../components/ResourceState';

/**
 * `/planner?todo=<id>` (a comment notification on a to-do) opens that to-do's drawer over the
 * planner, and the address forgets the parameter so that Back does not open it again.
 */
export function useTodoFromAddress(): void {
  const [params, setParams] = useSearchParams();
  const drawer = useTodoDrawer();
  const todoId = params.get('todo');

  useEffect(() => {
    if (!todoId) return;
    if (isUuid(todoId)) drawer.open(todoId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('todo');
        return next;
      },
      { replace: true },
    );
  }, [todoId, drawer, setParams]);
}
