import { Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useDrop } from 'react-dnd';
import { useIntl } from 'react-intl';
import type { PlannerTodoFragment } from '../../gql/graphql';
import { monthDay } from './dates';
import { GoalGroups } from './GoalGroups';
import { goalGroups, groupKeyOf } from './goalGroups';
import { InboxDropRow } from './InboxDropRow';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import { classifyDrag, type DropZone } from './dragActions';
import { plannerMessages } from './messages';
import { PanelSection } from './PanelSection';
import { TodoRow } from './TodoRow';
import { useOpenTodo } from './useOpenTodo';

interface Props {
  readonly date: string;
  readonly source: 'inbox' | 'unfinished';
  readonly title: ReactNode;
  readonly page: { total: number; items: readonly PlannerTodoFragment[] } | null;
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly onLoadMore: () => void;
  readonly empty: ReactNode;
  readonly header?: ReactNode;
  /** The list takes drops of its own items (the inbox). */
  readonly zone?: DropZone;
  /** Inbox to inbox: a to-do dropped on a row goes just above or below it. */
  readonly onReorder?: (todoId: string, beforeId: string | null) => void;
  /** Shows only this many rows until "view N more" (unfinished: the inbox stays in reach below it). */
  readonly foldAfter?: number;
  /** Under their goals (todoDisplaySetting.showGoals). */
  readonly grouped?: boolean;
  /** While grouped: the goals waiting for a to-do, as empty groups (the inbox, showEmptyGoals). */
  readonly waitingGoals?: readonly { readonly id: string; readonly title: string }[];
  /** The list's menu, beside its count. */
  readonly menu?: ReactNode;
  readonly testId: string;
}

/** Unfinished and inbox: to-dos with "load more", each draggable onto the grid or the day's list. */
export function PagedTodoList({
  date,
  source,
  title,
  page,
  loading,
  error,
  onRetry,
  onLoadMore,
  empty,
  header,
  zone,
  onReorder,
  foldAfter,
  grouped = false,
  waitingGoals = [],
  menu,
  testId,
}: Props) {
  const intl = useIntl();
  const [unfolded, setUnfolded] = useState(false);
  const openTodo = useOpenTodo(date);
  // inbox to inbox: the panel takes the drop (no "not allowed" cursor); a row under the pointer places it.
  const [, dropRef] = useDrop<PlannerDragItem>(
    () => ({
      accept: zone ? PLANNER_ITEM : [],
      canDrop: (item) => !!zone && classifyDrag(item.source, zone) !== null,
    }),
    [zone],
  );
  const all = page?.items ?? [];
  const folded = foldAfter !== undefined && !unfolded && page !== null && page.total > foldAfter;
  const items = folded ? all.slice(0, foldAfter) : all;
  const waiting = grouped ? waitingGoals : [];
  const position = new Map(items.map((todo, index) => [todo.id, index]));

  const renderTodo = (todo: PlannerTodoFragment) => {
    const row = (
      <TodoRow
        key={todo.id}
        todo={todo}
        source={source}
        meta={todo.dueDate ? monthDay(todo.dueDate) : null}
        onOpen={(item) => openTodo(item)}
      />
    );
    if (!onReorder || !page) return row;
    // Below a row is before the next one of the whole list, whatever group shows it.
    const index = position.get(todo.id) ?? 0;
    const nextId = items[index + 1]?.id ?? (items.length === page.total ? null : undefined);
    return (
      <InboxDropRow
        key={todo.id}
        todoId={todo.id}
        nextId={nextId}
        onMove={onReorder}
        groupKey={grouped ? groupKeyOf(todo) : undefined}
      >
        {row}
      </InboxDropRow>
    );
  };

  return (
    <PanelSection
      title={title}
      count={page ? page.total : null}
      loading={loading && !page}
      error={error && !page}
      onRetry={onRetry}
      dropRef={(node) => {
        dropRef(node);
      }}
      testId={testId}
      actions={menu}
    >
      {header}
      {page && all.length === 0 && waiting.length === 0 ? (
        <Text fz={12.5} c="gray.7" py={4}>
          {empty}
        </Text>
      ) : grouped ? (
        <GoalGroups groups={goalGroups(items, waiting)} renderTodo={renderTodo} />
      ) : (
        items.map(renderTodo)
      )}
      {page && folded && (
        <Button
          size="compact-xs"
          variant="subtle"
          mt={6}
          onClick={() => setUnfolded(true)}
          data-testid={`${testId}-unfold`}
        >
          {intl.formatMessage(plannerMessages.stripMore, { count: page.total - items.length })}
        </Button>
      )}
      {page && !folded && items.length < page.total && (
        <Group justify="space-between" mt={6}>
          <Text fz={12} c="gray.7">
            {intl.formatMessage(plannerMessages.shownOf, { shown: items.length, total: page.total })}
          </Text>
          <Button size="compact-xs" variant="subtle" loading={loading} onClick={onLoadMore}>
            {intl.formatMessage(plannerMessages.loadMore)}
          </Button>
        </Group>
      )}
    </PanelSection>
  );
}
