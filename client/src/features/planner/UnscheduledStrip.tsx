import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useIntl } from 'react-intl';
import { categorySurface } from '../../components/category';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import { classifyDrag } from './dragActions';
import { plannerMessages } from './messages';
import { stripOverflow } from './strip';
import { useDropAction } from './useDropAction';
import { useOpenTodo, useTodoTitle } from './useOpenTodo';
import classes from './planner.module.css';

/** The day's plans without a time, on top of the rows: up to 3, else 2 and "view N more". A drop target for blocks. */
export function UnscheduledStrip({
  date,
  planners,
  readOnly = false,
}: {
  readonly date: string;
  readonly planners: readonly PlannerEntryFragment[];
  readonly readOnly?: boolean;
}) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const performDrop = useDropAction(date);
  const { visible, hiddenCount } = stripOverflow(planners, expanded);

  const [{ ready }, dropRef] = useDrop<PlannerDragItem, void, { ready: boolean }>(
    () => ({
      accept: PLANNER_ITEM,
      canDrop: (item) => !readOnly && classifyDrag(item.source, 'unscheduled') !== null,
      drop: (item) => {
        const action = classifyDrag(item.source, 'unscheduled');
        if (action) void performDrop(action, item, []);
      },
      collect: (monitor) => ({ ready: monitor.canDrop() && monitor.isOver() }),
    }),
    [performDrop],
  );

  return (
    <div
      ref={(node) => {
        dropRef(node);
      }}
      className={[classes.strip, ready ? classes.dropReady : ''].join(' ')}
      role="group"
      aria-label={intl.formatMessage(plannerMessages.unscheduled)}
      data-testid="planner-strip"
    >
      <span className={classes.stripLabel}>{intl.formatMessage(plannerMessages.unscheduled)}</span>
      <div className={classes.stripItems}>
        {planners.length === 0 && !readOnly && (
          <span style={{ fontSize: 12, color: 'var(--mantine-color-gray-7)', paddingTop: 5 }}>
            {intl.formatMessage(plannerMessages.stripEmpty)}
          </span>
        )}
        {visible.map((planner) => (
          <StripChip key={planner.id} date={date} planner={planner} readOnly={readOnly} />
        ))}
        {hiddenCount > 0 && (
          <UnstyledButton fz={12} fw={600} c="brand.7" px={6} h={28} onClick={() => setExpanded(true)}>
            {intl.formatMessage(plannerMessages.stripMore, { count: hiddenCount })}
          </UnstyledButton>
        )}
        {expanded && planners.length > 3 && (
          <UnstyledButton fz={12} fw={600} c="brand.7" px={6} h={28} onClick={() => setExpanded(false)}>
            {intl.formatMessage(plannerMessages.stripLess)}
          </UnstyledButton>
        )}
      </div>
    </div>
  );
}

function StripChip({
  date,
  planner,
  readOnly,
}: {
  readonly date: string;
  readonly planner: PlannerEntryFragment;
  readonly readOnly: boolean;
}) {
  const titleOf = useTodoTitle();
  const openTodo = useOpenTodo(date);
  const surface = categorySurface(planner.todo.category.color);
  const editable = !readOnly && planner.todo.viewerCan.editTimes && !planner.id.startsWith('optimistic-');
  const [{ isDragging }, dragRef] = useDrag<PlannerDragItem, unknown, { isDragging: boolean }>(
    () => ({
      type: PLANNER_ITEM,
      item: {
        source: 'unscheduled',
        todo: planner.todo,
        plannerId: planner.id,
        plannerDate: planner.plannerDate,
        blocks: planner.blocks,
        run: [],
      },
      canDrag: editable,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [planner, editable],
  );
  const title = titleOf(planner.todo);
  return (
    <button
      type="button"
      ref={(node) => {
        dragRef(node);
      }}
      className={classes.chip}
      style={{
        background: surface.background,
        borderLeftColor: surface.border,
        color: surface.text,
        opacity: isDragging ? 0.4 : 1,
        cursor: editable ? 'grab' : 'pointer',
      }}
      onClick={() => openTodo(planner.todo, 'timeBlock')}
      title={title}
    >
      <span className={[classes.chipTitle, planner.todo.masked ? classes.masked : ''].join(' ')}>{title}</span>
    </button>
  );
}
