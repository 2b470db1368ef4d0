// The nine planner drag actions (spec 1 section 4): what a drop of one source on one zone means.

/** Where a dragged thing comes from. */
export type DragSource = 'calendar' | 'unscheduled' | 'today' | 'unfinished' | 'inbox';
/** Where it can land: the time rows, the unscheduled strip, the day's to-do list, the inbox. */
export type DropZone = 'calendar' | 'unscheduled' | 'today' | 'inbox';

export type DragAction =
  | 'calendarToUnscheduled'
  | 'calendarToCalendar'
  | 'unscheduledToCalendar'
  | 'todayToCalendar'
  | 'unfinishedToCalendar'
  | 'unfinishedToToday'
  | 'inboxToCalendar'
  | 'inboxToToday'
  | 'inboxToInbox';

/** move: change the slots of an existing plan; create: plan the to-do on the date; reorder: its place in the inbox. */
export type DragEffect = 'move' | 'create' | 'reorder';

const ACTIONS: Record<DragAction, { source: DragSource; zone: DropZone; effect: DragEffect }> = {
  calendarToUnscheduled: { source: 'calendar', zone: 'unscheduled', effect: 'move' },
  calendarToCalendar: { source: 'calendar', zone: 'calendar', effect: 'move' },
  unscheduledToCalendar: { source: 'unscheduled', zone: 'calendar', effect: 'move' },
  todayToCalendar: { source: 'today', zone: 'calendar', effect: 'move' },
  unfinishedToCalendar: { source: 'unfinished', zone: 'calendar', effect: 'create' },
  unfinishedToToday: { source: 'unfinished', zone: 'today', effect: 'create' },
  inboxToCalendar: { source: 'inbox', zone: 'calendar', effect: 'create' },
  inboxToToday: { source: 'inbox', zone: 'today', effect: 'create' },
  inboxToInbox: { source: 'inbox', zone: 'inbox', effect: 'reorder' },
};

export const DRAG_ACTIONS = Object.keys(ACTIONS) as DragAction[];

/** The action of dropping `source` on `zone`, or null when the zone does not take it. */
export function classifyDrag(source: DragSource, zone: DropZone): DragAction | null {
  const found = DRAG_ACTIONS.find((action) => ACTIONS[action].source === source && ACTIONS[action].zone === zone);
  return found ?? null;
}

export const dragEffect = (action: DragAction): DragEffect => ACTIONS[action].effect;

/** The zones a source may be dropped on (for highlighting them while it is dragged). */
export const zonesFor = (source: DragSource): DropZone[] =>
  DRAG_ACTIONS.filter((action) => ACTIONS[action].source === source).map((action) => ACTIONS[action].zone);
