import { SLOT_HEIGHT_PX, SLOTS_PER_DAY } from '@domain/planner-slots';
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { rowAction, selectedRun } from './gridKeys';
import classes from './planner.module.css';

export interface GridRowsHandle {
  /** Puts the keyboard on the rows at a slot (back from a block or from a new block's title). */
  focusAt(slot: number): void;
}

interface Props {
  readonly label: string;
  readonly describedBy: string;
  /** What a screen reader says for a row: its time, and the block on it if any. */
  readonly rowLabel: (slot: number) => string;
  /** The row the keyboard starts on the first time: the first one in view. */
  readonly firstVisibleSlot: () => number;
  /** Enter or Space on the selection [start, end] (the row under the cursor when nothing is selected). */
  readonly onActivate: (run: readonly [number, number], cursor: number) => void;
}

const ROWS = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => slot);

/**
 * The 96 quarter-hour rows as a listbox for the keyboard and screen readers (react-dnd has no keyboard
 * support): the focus stays on the list and aria-activedescendant names the row, announced with its
 * time and the block in it. It lies under the blocks and lets the mouse through to the lane.
 */
export const GridRows = forwardRef<GridRowsHandle, Props>(function GridRows(
  { label, describedBy, rowLabel, firstVisibleSlot, onActivate },
  ref,
) {
  const listRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<number | null>(null);
  const idPrefix = useRef(`planner-row-${Math.random().toString(36).slice(2, 8)}`).current;

  const show = (slot: number) => {
    setCursor(slot);
    // The row comes into view in the grid's own scroller.
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${slot}`)?.scrollIntoView({ block: 'nearest' }));
  };

  useImperativeHandle(ref, () => ({
    focusAt(slot: number) {
      setAnchor(null);
      show(slot);
      listRef.current?.focus({ preventScroll: true });
    },
  }));

  const current = cursor ?? 0;
  const selection = anchor === null ? null : selectedRun(anchor, current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = rowAction(event, current);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'cursor') {
      setAnchor(action.extend ? (anchor ?? current) : null);
      show(action.slot);
    } else if (action.type === 'clear') {
      setAnchor(null);
    } else {
      onActivate(selection ?? [current, current], current);
      setAnchor(null);
    }
  };

  return (
    <div
      ref={listRef}
      className={classes.rows}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-multiselectable
      aria-activedescendant={cursor === null ? undefined : `${idPrefix}-${cursor}`}
      onFocus={() => {
        if (cursor === null) show(firstVisibleSlot());
      }}
      onKeyDown={onKeyDown}
      data-testid="planner-rows"
    >
      {ROWS.map((slot) => {
        const selected = selection !== null && slot >= selection[0] && slot <= selection[1];
        return (
          <div
            key={slot}
            id={`${idPrefix}-${slot}`}
            role="option"
            aria-selected={selected}
            aria-label={rowLabel(slot)}
            className={classes.rowOption}
            style={{ top: slot * SLOT_HEIGHT_PX }}
            data-active={slot === cursor || undefined}
            data-selected={selected || undefined}
            data-slot={slot}
          />
        );
      })}
    </div>
  );
});
