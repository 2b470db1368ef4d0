import { describe, expect, it } from 'vitest';
import { classifyDrag, DRAG_ACTIONS, dragEffect, zonesFor, type DragSource, type DropZone } from './dragActions';

const sources: DragSource[] = ['calendar', 'unscheduled', 'today', 'unfinished', 'inbox'];
const zones: DropZone[] = ['calendar', 'unscheduled', 'today', 'inbox'];

describe('drag actions', () => {
  it('knows exactly the nine actions of the spec', () => {
    const found = sources.flatMap((source) => zones.map((zone) => classifyDrag(source, zone))).filter(Boolean);
    expect(found).toHaveLength(9);
    expect(new Set(found)).toEqual(new Set(DRAG_ACTIONS));
  });

  it('moves existing plans, creates plans from the lists and only reorders inside the inbox', () => {
    expect(classifyDrag('calendar', 'unscheduled')).toBe('calendarToUnscheduled');
    expect(dragEffect('calendarToUnscheduled')).toBe('move');
    expect(classifyDrag('unscheduled', 'calendar')).toBe('unscheduledToCalendar');
    expect(classifyDrag('today', 'calendar')).toBe('todayToCalendar');
    expect(dragEffect('todayToCalendar')).toBe('move');
    expect(classifyDrag('inbox', 'calendar')).toBe('inboxToCalendar');
    expect(dragEffect('inboxToCalendar')).toBe('create');
    expect(classifyDrag('unfinished', 'today')).toBe('unfinishedToToday');
    expect(dragEffect('unfinishedToToday')).toBe('create');
    expect(dragEffect('inboxToInbox')).toBe('reorder');
  });

  it('refuses drops the spec does not name', () => {
    expect(classifyDrag('calendar', 'inbox')).toBeNull();
    expect(classifyDrag('unfinished', 'inbox')).toBeNull();
    expect(classifyDrag('inbox', 'unscheduled')).toBeNull();
    expect(classifyDrag('today', 'today')).toBeNull();
  });

  it('lists the zones of a source', () => {
    expect(zonesFor('inbox').sort()).toEqual(['calendar', 'inbox', 'today']);
    expect(zonesFor('calendar').sort()).toEqual(['calendar', 'unscheduled']);
  });
});
