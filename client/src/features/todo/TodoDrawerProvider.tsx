import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TodoDrawerContext, type TodoDrawerControl } from '../../app/todoDrawer';
import { leaveDrawerEntry } from './drawerHistory';
import type { DrawerRequest } from './types';

// The drawer (its editor, date pickers, comment thread) loads when a to-do is first opened.
const TodoDrawer = lazy(() => import('./TodoDrawer').then((module) => ({ default: module.TodoDrawer })));

/**
 * Holds which to-do the one drawer of the signed-in app shows, and renders it. Opened from planner
 * blocks, lists, the goal page and notifications through useTodoDrawer().
 */
export function TodoDrawerProvider({ children }: { readonly children: ReactNode }) {
  const [request, setRequest] = useState<DrawerRequest | null>(null);
  const [opened, setOpened] = useState(false);

  // Where the focus was when the drawer opened (a planner block, a list row, a notification): it goes
  // back there on close. Mantine's own return does not see the first opening, which mounts the drawer.
  const returnTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);

  const open = useCallback<TodoDrawerControl['open']>((todoId, options = {}) => {
    if (!isOpen.current)
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isOpen.current = true;
    setOpened(true);
    setRequest((previous) => ({
      todoId,
      date: options.date ?? null,
      view: options.view ?? (options.date ? 'timeBlock' : 'detail'),
      title: options.title ?? null,
      serial: (previous?.serial ?? 0) + 1,
    }));
  }, []);
  const close = useCallback(() => {
    if (isOpen.current) leaveDrawerEntry();
    isOpen.current = false;
    setRequest(null);
    const target = returnTo.current;
    returnTo.current = null;
    if (!target) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || Boolean(active.closest('[data-testid="todo-drawer"]'));
      if (lost && target.isConnected) target.focus({ preventScroll: true });
    }, 20);
  }, []);
  const control = useMemo<TodoDrawerControl>(() => ({ open, close }), [open, close]);

  return (
    <TodoDrawerContext.Provider value={control}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <TodoDrawer request={request} onClose={close} />
        </Suspense>
      )}
    </TodoDrawerContext.Provider>
  );
}
