import { describe, expect, it } from 'vitest';
import { nextWeeklyRun } from './weekly-schedule.js';

const at = (iso: string) => new Date(iso);
const MON_WED_FRI = [1, 3, 5];

describe('next weekly run', () => {
  it('is later today when today is a chosen day and the time has not passed (Asia/Seoul)', () => {
    // Monday 2026-11-23 08:00 in Seoul is Sunday 23:00 UTC.
    expect(nextWeeklyRun(at('2026-11-22T23:00:00Z'), '08:45', MON_WED_FRI, 'Asia/Seoul')).toEqual(
      at('2026-11-22T23:45:00Z'),
    );
  });

  it('skips to the next chosen day once the time has passed', () => {
    // Monday 09:00 Seoul: next is Wednesday 08:45 Seoul = Tuesday 23:45 UTC.
    expect(nextWeeklyRun(at('2026-11-23T00:00:00Z'), '08:45', MON_WED_FRI, 'Asia/Seoul')).toEqual(
      at('2026-11-24T23:45:00Z'),
    );
  });

  it('follows the user zone (Asia/Ho_Chi_Minh is UTC+7)', () => {
    expect(nextWeeklyRun(at('2026-11-23T00:00:00Z'), '08:45', MON_WED_FRI, 'Asia/Ho_Chi_Minh')).toEqual(
      at('2026-11-23T01:45:00Z'),
    );
  });

  it('keeps the wall-clock time across a daylight-saving change (America/New_York)', () => {
    // Friday 2026-10-30 09:00 EDT (UTC-4); the clocks go back on Sunday 2026-11-01.
    const friday = nextWeeklyRun(at('2026-10-30T12:00:00Z'), '09:00', [1], 'America/New_York');
    expect(friday).toEqual(at('2026-11-02T14:00:00Z')); // Monday 09:00 EST (UTC-5)
    // Spring forward on Sunday 2027-03-14: Monday 09:00 EDT is 13:00 UTC.
    expect(nextWeeklyRun(at('2027-03-12T15:00:00Z'), '09:00', [1], 'America/New_York')).toEqual(
      at('2027-03-15T13:00:00Z'),
    );
  });

  it('wraps to the same weekday next week, and is off without weekdays', () => {
    // Monday 10:00 Seoul with only Monday chosen at 08:45: next Monday.
    expect(nextWeeklyRun(at('2026-11-23T01:00:00Z'), '08:45', [1], 'Asia/Seoul')).toEqual(at('2026-11-29T23:45:00Z'));
    expect(nextWeeklyRun(at('2026-11-23T01:00:00Z'), '08:45', [], 'Asia/Seoul')).toBeNull();
  });
});
