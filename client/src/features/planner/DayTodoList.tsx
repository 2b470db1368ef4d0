import { blocksLabel } from '@domain/planner-slots';
import type { ReactNode } from 'react';
import { useDrop } from 'react-dnd';
import { useIntl } from 'react-intl';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { monthDay } from './dates';
import { GoalGroups } from './GoalGroups';
import { goalGroups } from './goalGroups';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import { classifyDrag } from './dragActions';
import { plannerMessages } from './messages';
import { PanelSection } from './PanelSection';
import { TodoRow } from './TodoRow';
import { useDropAction } from './useDropAction';
import { useOpenTodo } from './useOpenTodo';

interface Props {
  readonly date: string;
  readonly isToday: boolean;
  readonly planners: readonly PlannerEntryFragment[] | null;
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  /** Under their goals (todoDisplaySetting.showGoals). */
  readonly grouped?: boolean;
  /** The list's menu, beside its count. */
  readonly menu?: ReactNode;
}

/** The day's planned to-dos with complete checkboxes, in time order (or under their goals); inbox and unfinished to-dos dropped here are planned for the day. */
export function DayTodoList({ date, isToday, planners, loading, error, onRetry, grouped = false, menu }: Props) {
  const intl = useIntl();
  const openTodo = useOpenTodo(date);
  const performDrop = useDropAction(date);
  const [{ ready }, dropRef] = useDrop<PlannerDragItem, void, { ready: boolean }>(
    () => ({
      accept: PLANNER_ITEM,
      canDrop: (item) => classifyDrag(item.source, 'today') !== null,
      drop: (item) => {
        const action = classifyDrag(item.source, 'today');
        if (action) void performDrop(action, item, []);
      },
      collect: (monitor) => ({ ready: monitor.canDrop() && monitor.isOver() }),
    }),
    [performDrop],
  );
  const sorted = [...(planners ?? [])].sort((a, b) => (a.blocks[0] ?? 999) - (b.blocks[0] ?? 999));
  const noTime = intl.formatMessage(plannerMessages.unscheduled);
  const renderPlanner = (planner: PlannerEntryFragment) => (
    <TodoRow
      key={planner.id}
      todo={planner.todo}
      source="today"
      planner={planner}
      withCheckbox
      meta={planner.blocks.length > 0 ? blocksLabel(planner.blocks)[0] : noTime}
      onOpen={(todo) => openTodo(todo)}
    />
  );

  return (
    <PanelSection
      title={
        isToday
          ? intl.formatMessage(plannerMessages.dayToday)
          : intl.formatMessage(plannerMessages.dayOther, { date: monthDay(date) })
      }
      count={planners ? planners.length : null}
      loading={loading && !planners}
      error={error && !planners}
      onRetry={onRetry}
      empty={
        planners && planners.length === 0
          ? ready
            ? intl.formatMessage(plannerMessages.dayDrop)
            : intl.formatMessage(plannerMessages.dayEmpty)
          : null
      }
      dropReady={ready}
      dropRef={(node) => {
        dropRef(node);
      }}
      testId="planner-day-list"
      actions={menu}
    >
      {grouped ? (
        <GoalGroups
          groups={goalGroups(sorted.map((planner) => ({ id: planner.id, goal: planner.todo.goal, planner })))}
          renderTodo={(entry) => renderPlanner(entry.planner)}
        />
      ) : (
        sorted.map(renderPlanner)
      )}
    </PanelSection>
  );
}
