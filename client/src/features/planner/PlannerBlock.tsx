import { blocksLabel, slotRange } from '@domain/planner-slots';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { useDrag } from 'react-dnd';
import { useIntl } from 'react-intl';
import { categorySurface } from '../../components/category';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { blockLines, hiddenLineCount } from './blockContent';
import type { BlockKey, Edge, KeyEdit } from './blockEdits';
import { BlockMore } from './BlockMore';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import { runBox } from './geometry';
import { blockAction } from './gridKeys';
import { plannerMessages } from './messages';
import { useTodoTitle } from './useOpenTodo';
import classes from './planner.module.css';

interface Props {
  readonly planner: PlannerEntryFragment;
  /** The run of slots this block draws, [start, end]. */
  readonly run: readonly [number, number];
  /** While its edge is dragged: the run it would become. */
  readonly preview?: readonly [number, number] | null;
  /** Dragging is allowed (viewerCan.editTimes and no other gesture under way). */
  readonly editable: boolean;
  readonly onOpen: (planner: PlannerEntryFragment) => void;
  readonly onKeyEdit: (
    planner: PlannerEntryFragment,
    run: readonly [number, number],
    key: BlockKey,
    edit: KeyEdit,
  ) => void;
  /** The keyboard goes back to the rows, at a slot next to this block. */
  readonly onLeave: (slot: number) => void;
  readonly onPressEdge: (planner: PlannerEntryFragment, run: readonly [number, number], edge: Edge) => void;
}

/** One run of a planned to-do on the rows: title, time range, goal and category colour (a short one: title and "+N"); drag, resize, keys. */
export const PlannerBlock = memo(function PlannerBlock({
  planner,
  run,
  preview,
  editable,
  onOpen,
  onKeyEdit,
  onLeave,
  onPressEdge,
}: Props) {
  const intl = useIntl();
  const titleOf = useTodoTitle();
  const shown = preview ?? run;
  const { top, height } = runBox(shown[0], shown[1]);
  const time = blocksLabel(slotRange(shown[0], shown[1]))[0] ?? '';
  const title = titleOf(planner.todo);
  const surface = categorySurface(planner.todo.category.color);
  const lines = blockLines(time, planner.todo);
  const rows = shown[1] - shown[0] + 1;
  const hiddenCount = hiddenLineCount(rows, lines);
  const compact = hiddenCount > 0;

  const [{ isDragging }, dragRef] = useDrag<PlannerDragItem, unknown, { isDragging: boolean }>(
    () => ({
      type: PLANNER_ITEM,
      item: {
        source: 'calendar',
        todo: planner.todo,
        plannerId: planner.id,
        plannerDate: planner.plannerDate,
        blocks: planner.blocks,
        run: slotRange(run[0], run[1]),
      },
      canDrag: editable,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [planner, run, editable],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = blockAction(event, run, editable);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'open') {
      onOpen(planner);
    } else if (action.type === 'edit') {
      onKeyEdit(planner, run, action.key, action.edit);
      // The block stays in view as the keys move it.
      const block = event.currentTarget;
      requestAnimationFrame(() => block.scrollIntoView({ block: 'nearest' }));
    } else {
      onLeave(action.slot);
    }
  };

  const pressEdge = (edge: Edge) => (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    onPressEdge(planner, run, edge);
  };

  const block = (
    <div
      ref={(node) => {
        dragRef(node);
      }}
      role="button"
      tabIndex={0}
      data-block={planner.id}
      data-run-start={run[0]}
      data-run-end={run[1]}
      data-editable={editable}
      data-dragging={isDragging}
      data-compact={compact}
      data-rows={rows}
      aria-label={intl.formatMessage(plannerMessages.blockLabel, { title, time })}
      className={classes.block}
      style={{
        top: top + 1,
        height: height - 2,
        background: surface.background,
        borderLeftColor: surface.border,
        color: surface.text,
      }}
      onClick={() => onOpen(planner)}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => event.stopPropagation()}
    >
      {editable && (
        <div
          className={classes.handle}
          data-edge="top"
          title={intl.formatMessage(plannerMessages.resizeStart)}
          onMouseDown={pressEdge('top')}
        />
      )}
      <span
        className={[
          classes.blockTitle,
          planner.todo.masked ? classes.masked : '',
          planner.todo.status !== 'IN_PROGRESS' ? classes.done : '',
        ].join(' ')}
      >
        {title}
      </span>
      {!compact && (
        <>
          <span className={classes.blockTime}>{time}</span>
          {lines.goal !== null && <span className={classes.blockGoal}>{lines.goal}</span>}
        </>
      )}
      {editable && (
        <div
          className={classes.handle}
          data-edge="bottom"
          title={intl.formatMessage(plannerMessages.resizeEnd)}
          onMouseDown={pressEdge('bottom')}
        />
      )}
    </div>
  );
  if (!compact) return block;
  return (
    <>
      {block}
      <BlockMore
        planner={planner}
        title={title}
        lines={lines}
        count={hiddenCount}
        top={top + 1}
        height={height - 2}
        surface={surface}
        onOpen={onOpen}
      />
    </>
  );
});
