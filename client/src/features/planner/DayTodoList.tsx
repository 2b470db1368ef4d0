import { blocksLabel } from '@domain/planner-slots';
import { useDrop } from 'react-dnd';
import { useIntl } from 'react-intl';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { monthDay } from './dates';
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
}

/** The day's planned to-dos with complete checkboxes, in time order; inbox and unfinished to-dos dropped here are planned for the day. */
export function DayTodoList({ date, isToday, planners, loading, error, onRetry }: Props) {
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

  return (
    <PanelSection
      title={isToday ? intl.formatMessage(plannerMessages.dayToday) : intl.formatMessage(plannerMessages.dayOther, { date: monthDay(date) })}
      count={planners ? planners.length : null}
      loading={loading && !planners}
      error={error && !planners}
      onRetry={onRetry}
      empty={planners && planners.length === 0 ? (ready ? intl.formatMessage(plannerMessages.dayDrop) : intl.formatMessage(plannerMessages.dayEmpty)) : null}
      dropReady={ready}
      dropRef={(node) => {
        dropRef(node);
      }}
      testId="planner-day-list"
    >
      {sorted.map((planner) => (
        <TodoRow
          key={planner.id}
          todo={planner.todo}
          source="today"
          planner={planner}
          withCheckbox
          meta={planner.blocks.length > 0 ? blocksLabel(planner.blocks)[0] : noTime}
          onOpen={(todo) => openTodo(todo)}
        />
      ))}
    </PanelSection>
  );
}
