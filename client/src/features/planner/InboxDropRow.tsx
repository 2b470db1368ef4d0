import { useState, type ReactNode } from 'react';
import { useDrop } from 'react-dnd';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import { groupKeyOf } from './goalGroups';

interface Props {
  readonly todoId: string;
  /** The row below it (null: it is the inbox's last to-do; undefined: more follow that are not loaded). */
  readonly nextId: string | null | undefined;
  readonly onMove: (todoId: string, beforeId: string | null) => void;
  /** In a list grouped by goal: the row's group, which only to-dos of the same group are dropped into. */
  readonly groupKey?: string | null;
  readonly children: ReactNode;
}

const LINE = '0 0 0 0 transparent';
const ABOVE = 'inset 0 2px 0 0 var(--mantine-color-brand-6)';
const BELOW = 'inset 0 -2px 0 0 var(--mantine-color-brand-6)';

/**
 * An inbox row as a drop target for another inbox to-do (inbox to inbox): the upper half puts it
 * above this row, the lower half below (when the row below is loaded, or there is none); a line shows where.
 */
export function InboxDropRow({ todoId, nextId, onMove, groupKey, children }: Props) {
  const [below, setBelow] = useState(false);
  const [{ over }, dropRef] = useDrop<PlannerDragItem, { reordered: true }, { over: boolean }>(
    () => ({
      accept: PLANNER_ITEM,
      canDrop: (item) =>
        item.source === 'inbox' &&
        item.todo.id !== todoId &&
        (groupKey === undefined || groupKeyOf(item.todo) === groupKey),
      hover: (_item, monitor) =>
        setBelow(lowerHalf(monitor.getClientOffset(), element(todoId)) && nextId !== undefined),
      drop: (item, monitor) => {
        const after = lowerHalf(monitor.getClientOffset(), element(todoId)) && nextId !== undefined;
        const beforeId = after ? nextId : todoId;
        if (beforeId !== item.todo.id) onMove(item.todo.id, beforeId);
        return { reordered: true };
      },
      collect: (monitor) => ({ over: monitor.isOver({ shallow: true }) && monitor.canDrop() }),
    }),
    [todoId, nextId, onMove, groupKey],
  );
  return (
    <div
      ref={(node) => {
        dropRef(node);
      }}
      data-inbox-row={todoId}
      data-drop={over ? (below ? 'below' : 'above') : undefined}
      style={{ boxShadow: over ? (below ? BELOW : ABOVE) : LINE, borderRadius: 4 }}
    >
      {children}
    </div>
  );
}

const element = (todoId: string) => document.querySelector<HTMLElement>(`[data-inbox-row="${todoId}"]`);

function lowerHalf(pointer: { y: number } | null, row: HTMLElement | null): boolean {
  if (!pointer || !row) return false;
  const box = row.getBoundingClientRect();
  return pointer.y > box.top + box.height / 2;
}
