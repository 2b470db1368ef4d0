import { VisuallyHidden } from '@mantine/core';
import {
  nowPosition,
  overlaps,
  PLANNER_HEIGHT_PX,
  SLOT_HEIGHT_PX,
  SLOTS_PER_DAY,
  slotRange,
  slotRuns,
  slotTime,
  blocksLabel,
} from '@domain/planner-slots';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useDrop } from 'react-dnd';
import { useIntl } from 'react-intl';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { keyboardEdit, resizedBlocks, type BlockKey, type Edge, type KeyEdit } from './blockEdits';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import { classifyDrag } from './dragActions';
import { IDLE, nextPhase, resizeRefused, sweepRefused, sweptSlots } from './dragPhase';
import { dropTarget, occupiedSlots, sameBlocks, type DropTarget } from './dropTarget';
import { grabbedSlots, initialScrollTop, runBox, slotAtOffset } from './geometry';
import { GridRows, type GridRowsHandle } from './GridRows';
import { plannerMessages } from './messages';
import { NewBlockInput } from './NewBlockInput';
import { PlannerBlock } from './PlannerBlock';
import { useCreatePlannedTodo } from './useCreatePlannedTodo';
import { useMovePlanner } from './useMovePlanner';
import type { Now } from './useNow';
import { useOpenTodo, useTodoTitle } from './useOpenTodo';
import { useOccupiedToast } from './usePlannerFailureToast';
import { useDropAction } from './useDropAction';
import classes from './planner.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface Props {
  readonly date: string;
  readonly dateLabel: string;
  readonly planners: readonly PlannerEntryFragment[];
  readonly now: Now;
  /** A colleague's day: blocks open the drawer but are not dragged, resized or created here. */
  readonly readOnly?: boolean;
}

/** The day's 96 quarter-hour rows: blocks, sweeping new blocks, resizing edges, drops with a ghost, the now-line. */
export function TimeGrid({ date, dateLabel, planners, now, readOnly = false }: Props) {
  const intl = useIntl();
  const laneRef = useRef<HTMLDivElement | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [phase, dispatch] = useReducer(nextPhase, IDLE);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const [ghost, setGhost] = useState<DropTarget | null>(null);
  const rowsRef = useRef<GridRowsHandle>(null);
  // A new block started from the keyboard hands the focus back to the rows once its title is in.
  const keyboardCreate = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const titleOf = useTodoTitle();
  const lastKeyEdit = useRef<{ plannerId: string; from: readonly number[]; to: number[] } | null>(null);

  const move = useMovePlanner();
  const create = useCreatePlannedTodo();
  const occupiedToast = useOccupiedToast();
  const openTodo = useOpenTodo(date);
  const performDrop = useDropAction(date);

  const scheduled = useMemo(() => planners.filter((planner) => planner.blocks.length > 0), [planners]);
  const scheduledRef = useRef(scheduled);
  scheduledRef.current = scheduled;
  const occupied = useMemo(() => occupiedSlots(scheduled), [scheduled]);

  const isToday = date === now.date;
  const nowSlot = isToday ? nowPosition(now.hours, now.minutes) : null;

  // Open the day around now (today) or at 08:00.
  useLayoutEffect(() => {
    if (scrollRef.current)
      scrollRef.current.scrollTop = initialScrollTop(nowSlot === null ? null : Math.floor(nowSlot));
    // Only when the day changes, not at every minute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date]);

  const slotAt = useCallback((clientY: number) => {
    const rect = laneRef.current?.getBoundingClientRect();
    return slotAtOffset(rect ? clientY - rect.top : 0);
  }, []);

  // Moves and plans: react-dnd drops from blocks, the strip and the side lists.
  const targetFor = (item: PlannerDragItem, clientY: number, grabbed: number): DropTarget =>
    dropTarget({
      plannerBlocks: item.blocks,
      run: item.run,
      pointerSlot: slotAt(clientY),
      grabbed,
      occupied: occupiedSlots(scheduledRef.current, item.plannerId),
    });

  const [{ isOver }, dropRef] = useDrop<PlannerDragItem, void, { isOver: boolean }>(
    () => ({
      accept: PLANNER_ITEM,
      canDrop: (item) => !readOnly && classifyDrag(item.source, 'calendar') !== null,
      hover: (item, monitor) => {
        const point = monitor.getClientOffset();
        if (!point || !monitor.canDrop()) return;
        const initial = monitor.getInitialClientOffset();
        const source = monitor.getInitialSourceClientOffset();
        const grabbed = item.source === 'calendar' && initial && source ? grabbedSlots(initial.y - source.y) : 0;
        const target = targetFor(item, point.y, grabbed);
        setGhost((previous) =>
          previous && sameBlocks(previous.run, target.run) && previous.refused === target.refused ? previous : target,
        );
      },
      drop: (item, monitor) => {
        const point = monitor.getClientOffset();
        const action = classifyDrag(item.source, 'calendar');
        setGhost(null);
        if (!point || !action) return;
        const initial = monitor.getInitialClientOffset();
        const source = monitor.getInitialSourceClientOffset();
        const grabbed = item.source === 'calendar' && initial && source ? grabbedSlots(initial.y - source.y) : 0;
        const target = targetFor(item, point.y, grabbed);
        if (target.refused) {
          occupiedToast();
          return;
        }
        if (item.plannerId && sameBlocks(target.blocks, item.blocks)) return;
        void performDrop(action, item, target.blocks);
      },
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.canDrop() }),
    }),
    [performDrop, occupiedToast],
  );

  useEffect(() => {
    if (!isOver) setGhost(null);
  }, [isOver]);

  // Sweeping empty rows (adding_time) and dragging an edge (resizing): mouse moves anywhere until release.
  const resizing = useRef<PlannerEntryFragment | null>(null);
  const gesture = phase.phase === 'adding_time' || phase.phase === 'resizing';
  useEffect(() => {
    if (!gesture) return;
    const onMove = (event: globalThis.MouseEvent) => dispatch({ type: 'point', slot: slotAt(event.clientY) });
    const onUp = (event: globalThis.MouseEvent) => {
      dispatch({ type: 'point', slot: slotAt(event.clientY) });
      const state = nextPhase(phaseRef.current, { type: 'point', slot: slotAt(event.clientY) });
      if (state.phase === 'adding_time') {
        if (sweepRefused(state, occupiedSlots(scheduledRef.current))) {
          occupiedToast();
          dispatch({ type: 'cancel' });
        } else {
          dispatch({ type: 'release' });
        }
      } else if (state.phase === 'resizing') {
        const planner = resizing.current;
        dispatch({ type: 'release' });
        if (!planner) return;
        const blocks = resizedBlocks(planner.blocks, state.run, state.next);
        if (sameBlocks(blocks, planner.blocks)) return;
        if (resizeRefused(state, occupiedSlots(scheduledRef.current, planner.id))) {
          occupiedToast();
          return;
        }
        void move(planner, blocks);
      }
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
  }, [gesture, slotAt, move, occupiedToast]);

  const onLaneMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (readOnly || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('[data-block], [data-new-block]')) return;
    event.preventDefault();
    const slot = slotAt(event.clientY);
    if (occupied.includes(slot)) return;
    dispatch({ type: 'pressEmpty', slot });
  };

  const onPressEdge = useCallback((planner: PlannerEntryFragment, run: readonly [number, number], edge: Edge) => {
    resizing.current = planner;
    dispatch({ type: 'pressEdge', plannerId: planner.id, run, edge });
  }, []);

  const onKeyEdit = useCallback(
    (planner: PlannerEntryFragment, shownRun: readonly [number, number], key: BlockKey, edit: KeyEdit) => {
      // Keys pressed faster than the grid redraws build on the previous key's result, not on the
      // blocks still shown (else a press would be lost).
      const previous = lastKeyEdit.current;
      const pending = previous?.plannerId === planner.id && sameBlocks(previous.from, planner.blocks);
      const base = pending ? previous.to : planner.blocks;
      const index = slotRuns(planner.blocks).findIndex(([start, end]) => start === shownRun[0] && end === shownRun[1]);
      const run = (pending ? slotRuns(base)[index] : undefined) ?? shownRun;
      const blocks = keyboardEdit(base, run, key, edit);
      if (!blocks) return;
      const added = blocks.filter((slot) => !base.includes(slot));
      if (overlaps(added, occupiedSlots(scheduledRef.current, planner.id))) {
        occupiedToast();
        return;
      }
      lastKeyEdit.current = { plannerId: planner.id, from: planner.blocks, to: blocks };
      const delta = key === 'ArrowDown' ? 1 : -1;
      const next =
        edit === 'move'
          ? [run[0] + delta, run[1] + delta]
          : edit === 'end'
            ? [run[0], run[1] + delta]
            : [run[0] + delta, run[1]];
      const time = blocksLabel(slotRange(next[0] as number, next[1] as number))[0] ?? '';
      setAnnouncement(intl.formatMessage(plannerMessages.blockChanged, { title: titleOf(planner.todo), time }));
      void move(planner, blocks);
    },
    [move, occupiedToast, intl, titleOf],
  );

  const onLeave = useCallback((slot: number) => rowsRef.current?.focusAt(slot), []);

  // The rows as a screen reader says them: the time, and the block on the row.
  const blockOnSlot = useMemo(() => {
    const labels = new Map<number, string>();
    for (const planner of scheduled) {
      for (const [start, end] of slotRuns(planner.blocks)) {
        const label = intl.formatMessage(plannerMessages.blockLabel, {
          title: titleOf(planner.todo),
          time: blocksLabel(slotRange(start, end))[0] ?? '',
        });
        for (const slot of slotRange(start, end)) labels.set(slot, label);
      }
    }
    return labels;
  }, [scheduled, intl, titleOf]);
  const rowLabel = useCallback(
    (slot: number) => {
      const block = blockOnSlot.get(slot);
      const time = slotTime(slot);
      return block ? intl.formatMessage(plannerMessages.rowWithBlock, { time, block }) : time;
    },
    [blockOnSlot, intl],
  );
  const firstVisibleSlot = useCallback(
    () =>
      Math.min(SLOTS_PER_DAY - 1, Math.max(0, Math.ceil(((scrollRef.current?.scrollTop ?? 0) - 6) / SLOT_HEIGHT_PX))),
    [],
  );

  // Enter on the rows: on one row, to the block on it; else a new block over the selected rows (refused when taken).
  const onActivateRows = (run: readonly [number, number], cursor: number) => {
    const onRow = [...(laneRef.current?.querySelectorAll<HTMLElement>('[data-block]') ?? [])].find(
      (element) => Number(element.dataset.runStart) <= cursor && cursor <= Number(element.dataset.runEnd),
    );
    if (onRow && run[0] === run[1]) {
      onRow.focus();
      return;
    }
    if (readOnly) return;
    if (overlaps(slotRange(run[0], run[1]), occupied)) {
      occupiedToast();
      return;
    }
    keyboardCreate.current = true;
    dispatch({ type: 'pressEmpty', slot: run[0] });
    dispatch({ type: 'point', slot: run[1] });
    dispatch({ type: 'release' });
  };

  const backToRows = (slot: number) => {
    if (!keyboardCreate.current) return;
    keyboardCreate.current = false;
    rowsRef.current?.focusAt(slot);
  };

  const onOpen = useCallback((planner: PlannerEntryFragment) => openTodo(planner.todo, 'timeBlock'), [openTodo]);

  const swept = sweptSlots(phase);
  const sweptBox = swept.length > 0 ? runBox(swept[0] as number, swept[swept.length - 1] as number) : null;
  const ghostBox = ghost ? runBox(ghost.run[0] as number, ghost.run[ghost.run.length - 1] as number) : null;
  // A resize onto a taken slot shows the refusal before the release, as a move does.
  const refusedResize =
    phase.phase === 'resizing' && resizeRefused(phase, occupiedSlots(scheduled, phase.plannerId))
      ? runBox(phase.next[0], phase.next[1])
      : null;
  const idle = phase.phase === 'idle' || phase.phase === 'adding_todo';

  return (
    <div className={classes.scroller} ref={scrollRef}>
      <div
        className={classes.grid}
        style={{ height: PLANNER_HEIGHT_PX + 12, paddingTop: 6 }}
        role="region"
        aria-label={intl.formatMessage(plannerMessages.gridLabel, { date: dateLabel })}
        aria-describedby="planner-grid-hint"
      >
        <span id="planner-grid-hint" hidden>
          {intl.formatMessage(plannerMessages.gridHint)}
        </span>
        <VisuallyHidden role="status" aria-live="polite" data-testid="planner-announcement">
          {announcement}
        </VisuallyHidden>
        <div className={classes.gutter} aria-hidden>
          {HOURS.map((hour) => (
            <span key={hour} className={classes.hour} style={{ top: hour * 4 * SLOT_HEIGHT_PX }}>
              {hour === 0 ? '' : slotTime(hour * 4)}
            </span>
          ))}
        </div>
        <div
          className={classes.lane}
          style={{ height: PLANNER_HEIGHT_PX }}
          ref={(node) => {
            laneRef.current = node;
            dropRef(node);
          }}
          onMouseDown={onLaneMouseDown}
          data-phase={phase.phase}
          data-testid="planner-lane"
        >
          <GridRows
            ref={rowsRef}
            label={intl.formatMessage(plannerMessages.gridLabel, { date: dateLabel })}
            describedBy="planner-grid-hint"
            rowLabel={rowLabel}
            firstVisibleSlot={firstVisibleSlot}
            onActivate={onActivateRows}
          />
          {scheduled.map((planner) =>
            slotRuns(planner.blocks).map((run, index) => (
              <PlannerBlock
                key={`${planner.id}:${index}`}
                planner={planner}
                run={run}
                preview={
                  phase.phase === 'resizing' && phase.plannerId === planner.id && phase.run[0] === run[0]
                    ? phase.next
                    : null
                }
                editable={
                  !readOnly && planner.todo.viewerCan.editTimes && idle && !planner.id.startsWith('optimistic-')
                }
                onOpen={onOpen}
                onKeyEdit={onKeyEdit}
                onLeave={onLeave}
                onPressEdge={onPressEdge}
              />
            )),
          )}
          {phase.phase === 'adding_time' && sweptBox && (
            <div className={classes.ghost} data-refused={sweepRefused(phase, occupied)} style={sweptBox}>
              <span className={classes.ghostLabel}>{blocksLabel(swept)[0]}</span>
            </div>
          )}
          {phase.phase === 'adding_todo' && sweptBox && (
            <NewBlockInput
              box={sweptBox}
              time={blocksLabel(swept)[0] ?? ''}
              onSubmit={(title) => {
                dispatch({ type: 'done' });
                setAnnouncement(
                  intl.formatMessage(plannerMessages.blockAdded, { title, time: blocksLabel(swept)[0] ?? '' }),
                );
                void create(title, date, swept);
                backToRows(swept[0] as number);
              }}
              onCancel={() => {
                dispatch({ type: 'cancel' });
                backToRows(swept[0] as number);
              }}
            />
          )}
          {refusedResize && (
            <div className={classes.ghost} data-refused style={refusedResize} data-testid="planner-ghost">
              <span className={classes.ghostLabel}>{intl.formatMessage(plannerMessages.occupiedGhost)}</span>
            </div>
          )}
          {ghost && ghostBox && (
            <div className={classes.ghost} data-refused={ghost.refused} style={ghostBox} data-testid="planner-ghost">
              <span className={classes.ghostLabel}>
                {ghost.refused ? intl.formatMessage(plannerMessages.occupiedGhost) : blocksLabel(ghost.run)[0]}
              </span>
            </div>
          )}
          {nowSlot !== null && (
            <>
              <div
                className={classes.nowLine}
                style={{ top: nowSlot * SLOT_HEIGHT_PX - 1 }}
                aria-hidden
                data-testid="planner-now-line"
              />
              <span
                className={classes.nowLabel}
                style={{ top: nowSlot * SLOT_HEIGHT_PX }}
                role="note"
                aria-label={intl.formatMessage(plannerMessages.now, {
                  time: `${String(now.hours).padStart(2, '0')}:${String(now.minutes).padStart(2, '0')}`,
                })}
              >
                {`${String(now.hours).padStart(2, '0')}:${String(now.minutes).padStart(2, '0')}`}
              </span>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
