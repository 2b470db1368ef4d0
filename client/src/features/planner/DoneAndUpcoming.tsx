import { useQuery } from '@apollo/client/react';
import { slotTime } from '@domain/planner-slots';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTodoDrawer } from '../../app/todoDrawer';
import { useViewer } from '../../app/useViewer';
import { graphql } from '../../gql';
import type { PlannerTodoFragment } from '../../gql/graphql';
import { monthDay } from './dates';
import { FoldedList, MoreRow } from './FoldedList';
import { plannerMessages } from './messages';
import { useTodoTitle } from './useOpenTodo';
import { formatMonthDay } from '@domain/date-range';
import { localeOf } from '../../i18n/localeOf';

const PlannerDoneDocument = graphql(`
  query PlannerDone($size: Int!) {
    doneTodos(offset: 0, size: $size) {
      total
      items {
        ...PlannerTodo
      }
    }
  }
`);

const PlannerUpcomingDocument = graphql(`
  query PlannerUpcoming($page: Int!) {
    upcomingPlanners(page: $page) {
      hasMore
      items {
        id
        plannerDate
        blocks
        todo {
          ...PlannerTodo
        }
      }
    }
  }
`);

const DONE_PAGE = 20;

/** A to-do of a folded list: its category colour, title and a date; a click opens the drawer. */
function Row({
  todo,
  meta,
  testId,
}: {
  readonly todo: PlannerTodoFragment;
  readonly meta: string;
  readonly testId: string;
}) {
  const drawer = useTodoDrawer();
  const titleOf = useTodoTitle();
  const title = titleOf(todo);
  return (
    <UnstyledButton onClick={() => drawer.open(todo.id, { title })} w="100%" py={3} data-testid={testId}>
      <Group gap={8} wrap="nowrap">
        <Box w={8} h={8} style={{ borderRadius: 2, flexShrink: 0 }} bg={todo.category.color} />
        <Text fz={12.5} lineClamp={1} style={{ flex: 1 }} td={todo.status === 'CANCELLED' ? 'line-through' : undefined}>
          {title}
        </Text>
        <Text fz={12} c="gray.7" style={{ flexShrink: 0 }}>
          {meta}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** To-dos completed or cancelled in the last month, latest first (spec 1), 20 at a time. */
function DoneList() {
  const intl = useIntl();
  const [size, setSize] = useState(DONE_PAGE);
  const zone = useViewer()?.timezone ?? 'local';
  const dayOf = (iso: string | null) => (iso ? formatMonthDay(iso, localeOf(intl), zone) : '');
  const done = useQuery(PlannerDoneDocument, { variables: { size }, fetchPolicy: 'cache-and-network' });
  const page = (done.data ?? done.previousData)?.doneTodos;
  if (!page)
    return (
      <Text fz={12.5} c="gray.7">
        {intl.formatMessage(done.error ? plannerMessages.listLoadFailed : plannerMessages.listLoading)}
      </Text>
    );
  if (page.items.length === 0)
    return (
      <Text fz={12.5} c="gray.7">
        {intl.formatMessage(plannerMessages.doneEmpty)}
      </Text>
    );
  return (
    <>
      {page.items.map((todo) => (
        <Row
          key={todo.id}
          todo={todo}
          meta={dayOf(todo.completeDate ?? todo.cancelledDate)}
          testId="planner-done-item"
        />
      ))}
      <MoreRow
        shown={page.items.length}
        total={page.total}
        hasMore={page.items.length < page.total}
        loading={done.loading}
        onMore={() => setSize((value) => value + DONE_PAGE)}
      />
    </>
  );
}

/** Planned to-dos from tomorrow, by date then time, 10 a page (spec 1). */
function UpcomingList() {
  const [pages, setPages] = useState(1);
  return Array.from({ length: pages }, (_, page) => (
    <UpcomingPage key={page} page={page} last={page === pages - 1} onMore={() => setPages((value) => value + 1)} />
  ));
}

function UpcomingPage({
  page,
  last,
  onMore,
}: {
  readonly page: number;
  readonly last: boolean;
  readonly onMore: () => void;
}) {
  const intl = useIntl();
  const upcoming = useQuery(PlannerUpcomingDocument, { variables: { page }, fetchPolicy: 'cache-and-network' });
  const data = upcoming.data?.upcomingPlanners;
  if (!data)
    return last ? (
      <Text fz={12.5} c="gray.7">
        {intl.formatMessage(upcoming.error ? plannerMessages.listLoadFailed : plannerMessages.listLoading)}
      </Text>
    ) : null;
  if (page === 0 && data.items.length === 0)
    return (
      <Text fz={12.5} c="gray.7">
        {intl.formatMessage(plannerMessages.upcomingEmpty)}
      </Text>
    );
  return (
    <>
      {data.items.map((planner) => {
        const first = planner.blocks[0];
        const time = first === undefined ? '' : ` ${slotTime(first)}`;
        return (
          <Row
            key={planner.id}
            todo={planner.todo}
            meta={`${monthDay(planner.plannerDate)}${time}`}
            testId="planner-upcoming-item"
          />
        );
      })}
      {last && <MoreRow hasMore={data.hasMore} loading={upcoming.loading} onMore={onMore} />}
    </>
  );
}

/** The planner's folded sections: what was done in the last month, and what is planned from tomorrow. */
export function DoneAndUpcoming() {
  const intl = useIntl();
  return (
    <>
      <FoldedList title={intl.formatMessage(plannerMessages.upcoming)} testId="planner-upcoming">
        <UpcomingList />
      </FoldedList>
      <FoldedList title={intl.formatMessage(plannerMessages.done)} testId="planner-done">
        <DoneList />
      </FoldedList>
    </>
  );
}
