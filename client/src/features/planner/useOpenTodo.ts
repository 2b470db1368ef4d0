import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useTodoDrawer } from '../../app/todoDrawer';
import type { PlannerTodoFragment } from '../../gql/graphql';
import { plannerMessages } from './messages';

/** Opens a to-do in the drawer: blocks in their time-block view of the day, list items in detail. */
export function useOpenTodo(date: string) {
  const drawer = useTodoDrawer();
  const intl = useIntl();
  return useCallback(
    (todo: PlannerTodoFragment, view: 'detail' | 'timeBlock' = 'detail') => {
      if (todo.id.startsWith('optimistic-')) return;
      drawer.open(todo.id, { date, view, title: todo.title ?? intl.formatMessage(plannerMessages.privateTitle) });
    },
    [drawer, date, intl],
  );
}

/** The title to show: the generic private title for a masked to-do. */
export function useTodoTitle() {
  const intl = useIntl();
  return useCallback(
    (todo: Pick<PlannerTodoFragment, 'title' | 'masked'>) =>
      todo.masked || todo.title === null ? intl.formatMessage(plannerMessages.privateTitle) : todo.title,
    [intl],
  );
}
