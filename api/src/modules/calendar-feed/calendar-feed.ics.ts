import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import type { SupportedLocale } from '@domain/locale.js';
import { SLOTS_PER_HOUR, SLOT_MINUTES, slotRuns } from '@domain/planner-slots.js';
import { vtimezone } from './vtimezone.js';

/** How often calendar apps that honour it should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 30 * 60;

/** The calendar's name in the owner's language (X-WR-CALNAME). */
const CALENDAR_NAME: Record<SupportedLocale, string> = {
  'ko-KR': 'Quarter 플래너',
  'en-US': 'Quarter planner',
  'vi-VN': 'Lịch Quarter',
};

/** The generic title of a masked to-do, as the planner shows it (planner.block.private in the client's messages). */
const PRIVATE_TITLE: Record<SupportedLocale, string> = {
  'ko-KR': '비공개 할 일',
  'en-US': 'Private to-do',
  'vi-VN': 'Việc riêng tư',
};

/** One planner row of the feed: a to-do planned on a date, its quarter-hour slots, its title (null when masked). */
export interface FeedEntry {
  plannerId: string;
  date: string;
  blocks: readonly number[];
  title: string | null;
}

export interface FeedInput {
  /** The owner's IANA time zone: the slots are wall-clock times there. */
  timezone: string;
  language: SupportedLocale;
  /** DTSTAMP of every event: when the feed was generated. */
  now: Date;
  /** The first and last dates the feed covers (the VTIMEZONE spans them). */
  window: { from: string; to: string };
  /** The right-hand side of every UID (the app's host). */
  uidDomain: string;
  entries: readonly FeedEntry[];
}

/** The wall-clock start of a slot (0 to 96) on a date in a zone; slot 96 is the next day's midnight. */
function slotStart(date: string, slot: number, zone: string): DateTime {
  const day = DateTime.fromISO(date, { zone }).plus({ days: Math.floor(slot / (SLOTS_PER_HOUR * 24)) });
  const inDay = slot % (SLOTS_PER_HOUR * 24);
  return DateTime.fromObject(
    {
      year: day.year,
      month: day.month,
      day: day.day,
      hour: Math.floor(inDay / SLOTS_PER_HOUR),
      minute: (inDay % SLOTS_PER_HOUR) * SLOT_MINUTES,
    },
    { zone },
  );
}

/**
 * The feed as an RFC 5545 calendar (ical-generator): one event per run of consecutive quarter-hours of
 * a planner (a planner on 09:00-10:00 and 14:00-14:30 gives two), its summary the to-do title or the
 * generic one when masked, its times in the owner's zone (TZID, with a VTIMEZONE), its UID stable for
 * that planner and run (`{planner id}-{first slot}@{domain}`), so a refresh updates rather than duplicates.
 */
export function calendarFeedIcs(input: FeedInput): string {
  const { timezone, language } = input;
  const calendar = ical({
    prodId: { company: 'Quarter', product: 'Calendar feed', language: 'EN' },
    name: CALENDAR_NAME[language] ?? CALENDAR_NAME['en-US'],
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ttl: FEED_REFRESH_SECONDS,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP as a local time, which RFC
    // 5545 forbids. Each event names the zone (TZID), and the generator writes its VTIMEZONE.
    timezone: { name: null, generator: (zone) => vtimezone(zone, input.window) },
  });
  const runs = input.entries.flatMap((entry) =>
    slotRuns(entry.blocks).map(([first, last]) => ({ entry, first, last })),
  );
  runs.sort(
    (a, b) =>
      a.entry.date.localeCompare(b.entry.date) ||
      a.first - b.first ||
      a.entry.plannerId.localeCompare(b.entry.plannerId),
  );
  for (const { entry, first, last } of runs) {
    calendar.createEvent({
      id: `${entry.plannerId}-${first}@${input.uidDomain}`,
      stamp: input.now,
      start: slotStart(entry.date, first, timezone),
      end: slotStart(entry.date, last + 1, timezone),
      timezone,
      summary: entry.title ?? PRIVATE_TITLE[language] ?? PRIVATE_TITLE['en-US'],
    });
  }
  return calendar.toString();
}
