import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FRESH_ON_MOUNT } from '../../apollo/cacheLifetime';
import { isLocalDate } from './dates';
import { DayTimeline } from './DayTimeline';
import { DayTodoList } from './DayTodoList';
import { DoneAndUpcoming } from './DoneAndUpcoming';
import { plannerMessages } from './messages';
import {
  PlannerDayDocument,
  PlannerInboxDocument,
  PlannerUnfinishedDocument,
  PlannerWaitingGoalsDocument,
} from './operations';
import { PagedTodoList } from './PagedTodoList';
import { PlannerCalendar } from './PlannerCalendar';
import { PlannerHeader } from './PlannerHeader';
import { QuickAdd } from './QuickAdd';
import { TodoListMenu } from './TodoListMenu';
import { useNow } from './useNow';
import { usePlannerLive } from './usePlannerLive';
import { useMoveInboxTodo } from './useMoveInboxTodo';
import { useTodoDisplaySetting } from './useTodoDisplaySetting';
import { useTodoFromAddress } from './useTodoFromAddress';
import classes from './planner.module.css';

/** Spec: the inbox pages by 20 ("load more"); unfinished the same. */
export const LIST_PAGE_SIZE = 20;
/** Unfinished shows its first rows until asked for more, so the inbox below stays in reach. */
const UNFINISHED_FOLDED_ROWS = 3;

/** /planner, the home screen: the day on a quarter-hour grid with the calendar, the day's to-dos, unfinished and the inbox. */
export function PlannerPage() {
  const intl = useIntl();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = isLocalDate(requested) ? requested : now.date;
  const setDate = useCallback(
    (next: string) => setParams(next === now.date ? {} : { date: next }, { replace: false }),
    [setParams, now.date],
  );
  const dateLabel = intl.formatDate(`${date}T00:00:00Z`, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  });

  usePlannerLive();
  useTodoFromAddress();

  const day = useQuery(PlannerDayDocument, {
    variables: { date },
    notifyOnNetworkStatusChange: false,
    ...FRESH_ON_MOUNT,
  });
  const dayPlanners = day.data?.plannerDay ?? null;

  const [unfinishedSize, setUnfinishedSize] = useState(LIST_PAGE_SIZE);
  const unfinished = useQuery(PlannerUnfinishedDocument, {
    variables: { date, size: unfinishedSize },
    ...FRESH_ON_MOUNT,
  });
  const [inboxSize, setInboxSize] = useState(LIST_PAGE_SIZE);
  const inbox = useQuery(PlannerInboxDocument, { variables: { size: inboxSize }, ...FRESH_ON_MOUNT });
  const moveInboxTodo = useMoveInboxTodo();

  const display = useTodoDisplaySetting();
  const grouped = display.setting.showGoals;
  const waiting = useQuery(PlannerWaitingGoalsDocument, {
    skip: !(grouped && display.setting.showEmptyGoals),
    fetchPolicy: 'cache-and-network',
  });
  const waitingGoals = grouped && display.setting.showEmptyGoals ? (waiting.data?.goalsWithoutTodos ?? []) : [];
  const menu = (list: string) => (
    <TodoListMenu
      setting={display.setting}
      onChange={(change) => void display.save(change)}
      testId={`${list}-display`}
    />
  );

  const unfinishedPage = (unfinished.data ?? unfinished.previousData)?.unfinishedTodos ?? null;
  const inboxPage = (inbox.data ?? inbox.previousData)?.inbox ?? null;

  return (
    <DndProvider backend={HTML5Backend}>
      <div className={classes.page} data-testid="planner-page">
        <PlannerHeader date={date} today={now.date} onChange={setDate} />
        <div className={classes.body}>
          <DayTimeline
            date={date}
            dateLabel={dateLabel}
            planners={dayPlanners}
            loading={day.loading}
            error={!!day.error}
            onRetry={() => void day.refetch()}
            now={now}
          />
          <aside className={classes.side}>
            <PlannerCalendar date={date} today={now.date} onPick={setDate} />
            <DayTodoList
              date={date}
              isToday={date === now.date}
              planners={dayPlanners}
              loading={day.loading}
              error={!!day.error}
              onRetry={() => void day.refetch()}
              grouped={grouped}
              menu={menu('planner-day-list')}
            />
            <PagedTodoList
              date={date}
              source="unfinished"
              title={intl.formatMessage(plannerMessages.unfinished)}
              page={unfinishedPage}
              loading={unfinished.loading}
              error={!!unfinished.error}
              onRetry={() => void unfinished.refetch()}
              onLoadMore={() => setUnfinishedSize((size) => size + LIST_PAGE_SIZE)}
              empty={intl.formatMessage(plannerMessages.unfinishedEmpty)}
              foldAfter={UNFINISHED_FOLDED_ROWS}
              grouped={grouped}
              menu={menu('planner-unfinished')}
              testId="planner-unfinished"
            />
            <PagedTodoList
              date={date}
              source="inbox"
              zone="inbox"
              onReorder={(todoId, beforeId) => void moveInboxTodo(todoId, beforeId)}
              title={intl.formatMessage(plannerMessages.inbox)}
              page={inboxPage}
              loading={inbox.loading}
              error={!!inbox.error}
              onRetry={() => void inbox.refetch()}
              onLoadMore={() => setInboxSize((size) => size + LIST_PAGE_SIZE)}
              empty={intl.formatMessage(plannerMessages.inboxEmpty)}
              header={<QuickAdd />}
              grouped={grouped}
              waitingGoals={waitingGoals}
              menu={menu('planner-inbox')}
              testId="planner-inbox"
            />
            <DoneAndUpcoming />
          </aside>
        </div>
      </div>
    </DndProvider>
  );
}
