import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeedIcs, type FeedInput } from './calendar-feed.ics.js';

/**
 * The feed's generator on fixed data (a fixed clock, the owner's zone, known planners): its output is
 * held to expected files kept beside this test, and parsed back with ical.js (an independent parser)
 * for the events, their instants in the owner's zone and their summaries.
 */
const expected = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const PLANNER_A = '0b9f5c1e-5a8e-4c3d-9f7a-1d2e3f4a5b6c';
const PLANNER_B = '1c2d3e4f-6b7a-4d8e-8f9a-2b3c4d5e6f70';
const PLANNER_C = '2d3e4f50-7c8b-4e9f-9a0b-3c4d5e6f7081';
const PLANNER_D = '3e4f5061-8d9c-4fa0-8b1c-4d5e6f708192';

const SEOUL: FeedInput = {
  timezone: 'Asia/Seoul',
  language: 'ko-KR',
  now: new Date('2026-11-24T00:00:00Z'),
  window: { from: '2026-10-25', to: '2027-02-22' },
  uidDomain: 'quarter.test',
  entries: [
    // Two runs of one planner: 09:00-10:00 and 14:00-14:30.
    { plannerId: PLANNER_A, date: '2026-11-24', blocks: [36, 37, 38, 39, 56, 57], title: '주간 회의 준비, 자료; 정리' },
    // Right after the first run, but another planner: its own event. Masked: the generic title.
    { plannerId: PLANNER_B, date: '2026-11-24', blocks: [40, 41], title: null },
    // The last half hour of the day ends at the next midnight.
    {
      plannerId: PLANNER_C,
      date: '2026-11-25',
      blocks: [94, 95],
      title: 'Chuẩn bị báo cáo quý cho khách hàng và đối tác ở Hà Nội trước cuộc họp tuần sau',
    },
    { plannerId: PLANNER_D, date: '2026-11-23', blocks: [0], title: 'Early start' },
  ],
};

/** A zone with summer time: the feed spans the end of daylight saving time in New York (2026-11-01). */
const NEW_YORK: FeedInput = {
  timezone: 'America/New_York',
  language: 'en-US',
  now: new Date('2026-10-30T12:00:00Z'),
  window: { from: '2026-10-29', to: '2026-11-03' },
  uidDomain: 'quarter.test',
  entries: [
    { plannerId: PLANNER_A, date: '2026-10-31', blocks: [36, 37], title: 'Before the change' },
    { plannerId: PLANNER_B, date: '2026-11-02', blocks: [36, 37], title: 'After the change' },
    { plannerId: PLANNER_C, date: '2026-11-01', blocks: [], title: 'Unscheduled: no event' },
    { plannerId: PLANNER_D, date: '2026-11-02', blocks: [39], title: null },
  ],
};

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  zone: string;
  local: string;
}

/** The events as ical.js reads them, with the VTIMEZONEs of the file registered (the way a client resolves TZID). */
function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid ?? '',
      local: event.startDate.toString(),
    };
  });
  return { calendar, events };
}

describe('calendar feed ICS', () => {
  it('matches the expected file for fixed planners in Seoul', () => {
    expect(calendarFeedIcs(SEOUL)).toBe(expected('seoul.expected.ics'));
  });

  it('parses back with ical.js: merged runs, times in the owner zone, titles and the masked one', () => {
    const { calendar, events } = parse(calendarFeedIcs(SEOUL));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Quarter 플래너');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toEqual([
      {
        uid: `${PLANNER_D}-0@quarter.test`,
        summary: 'Early start',
        start: '2026-11-22T15:00:00.000Z',
        end: '2026-11-22T15:15:00.000Z',
        zone: 'Asia/Seoul',
        local: '2026-11-23T00:00:00',
      },
      {
        uid: `${PLANNER_A}-36@quarter.test`,
        summary: '주간 회의 준비, 자료; 정리',
        start: '2026-11-24T00:00:00.000Z',
        end: '2026-11-24T01:00:00.000Z',
        zone: 'Asia/Seoul',
        local: '2026-11-24T09:00:00',
      },
      {
        uid: `${PLANNER_B}-40@quarter.test`,
        summary: '비공개 할 일',
        start: '2026-11-24T01:00:00.000Z',
        end: '2026-11-24T01:30:00.000Z',
        zone: 'Asia/Seoul',
        local: '2026-11-24T10:00:00',
      },
      {
        uid: `${PLANNER_A}-56@quarter.test`,
        summary: '주간 회의 준비, 자료; 정리',
        start: '2026-11-24T05:00:00.000Z',
        end: '2026-11-24T05:30:00.000Z',
        zone: 'Asia/Seoul',
        local: '2026-11-24T14:00:00',
      },
      {
        uid: `${PLANNER_C}-94@quarter.test`,
        summary: 'Chuẩn bị báo cáo quý cho khách hàng và đối tác ở Hà Nội trước cuộc họp tuần sau',
        start: '2026-11-25T14:30:00.000Z',
        end: '2026-11-25T15:00:00.000Z',
        zone: 'Asia/Seoul',
        local: '2026-11-25T23:30:00',
      },
    ]);
    for (const component of calendar.getAllSubcomponents('vevent')) {
      // DTSTAMP is a UTC time, as RFC 5545 requires.
      expect(component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T00:00:00Z');
    }
  });

  it('writes a VTIMEZONE that carries a summer-time change, and the instants on each side follow it', () => {
    const text = calendarFeedIcs(NEW_YORK);
    expect(text).toBe(expected('new-york.expected.ics'));
    const { events } = parse(text);
    expect(events.map((event) => [event.summary, event.start, event.end, event.local])).toEqual([
      ['Before the change', '2026-10-31T13:00:00.000Z', '2026-10-31T13:30:00.000Z', '2026-10-31T09:00:00'],
      ['After the change', '2026-11-02T14:00:00.000Z', '2026-11-02T14:30:00.000Z', '2026-11-02T09:00:00'],
      ['Private to-do', '2026-11-02T14:45:00.000Z', '2026-11-02T15:00:00.000Z', '2026-11-02T09:45:00'],
    ]);
  });
});
