import { DateTime } from 'luxon';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** +0900, -0430: an offset in minutes as RFC 5545 writes it (UTC-OFFSET). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The wall-clock time of an instant under an offset, as a local DATE-TIME (20261124T090000). */
const localAt = (instant: number, offsetMinutes: number) =>
  DateTime.fromMillis(instant + offsetMinutes * MINUTE, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss");

const offsetAt = (zone: string, instant: number) => DateTime.fromMillis(instant, { zone }).offset;
const dstAt = (zone: string, instant: number) => DateTime.fromMillis(instant, { zone }).isInDST;

/** The first minute in (after, before] whose offset differs from the one at `after` (a transition lies between them). */
function transitionBetween(zone: string, after: number, before: number): number {
  const from = offsetAt(zone, after);
  let lo = after;
  let hi = before;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(zone, mid) === from) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * A VTIMEZONE component (RFC 5545 section 3.6.5) for an IANA zone over a span of days, from the
 * platform's own time zone data (through luxon), for ical-generator's `timezone.generator` hook:
 * the observance in force when the span starts, then one per offset change inside it, each with its
 * onset as a local time in the offset before it. Packaged VTIMEZONE tables go stale (abolished summer
 * times stay in them); this follows the tz data Node ships. Null for a zone the platform does not know.
 */
export function vtimezone(zone: string, span: { from: string; to: string }): string | null {
  const start = DateTime.fromISO(span.from, { zone }).minus({ days: 1 });
  if (!start.isValid) return null;
  const end = DateTime.fromISO(span.to, { zone }).plus({ days: 2 }).toMillis();
  const lines = [`BEGIN:VTIMEZONE`, `TZID:${zone}`];
  const observance = (instant: number, from: number, to: number) => {
    const kind = dstAt(zone, instant) ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localAt(instant, from)}`,
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${kind}`,
    );
  };
  let previous = start.toMillis();
  observance(previous, start.offset, start.offset);
  for (let next = previous + DAY; previous < end; next += DAY) {
    if (offsetAt(zone, next) !== offsetAt(zone, previous)) {
      const onset = transitionBetween(zone, previous, next);
      observance(onset, offsetAt(zone, previous), offsetAt(zone, onset));
    }
    previous = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
