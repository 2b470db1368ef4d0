import { describe, expect, it } from 'vitest';
import { completedPeriod, formatDateRange, formatMonthDay, formatShortDate } from './date-range.js';
import { indicatorError, indicatorProgress, INDICATOR_TARGET_MESSAGE } from './goal-indicator.js';
import {
  ACTIVE_STATUSES,
  completeDateAfter,
  FINISHED_STATUSES,
  GOAL_STATUSES,
  isActiveStatus,
  priorityRank,
  PRIORITIES,
} from './goal-status.js';

describe('goal statuses and priorities', () => {
  it('has the seven statuses, five priorities and the active and finished groups of the spec', () => {
    expect(GOAL_STATUSES).toHaveLength(7);
    expect(PRIORITIES).toHaveLength(5);
    expect(ACTIVE_STATUSES).toEqual(['PLANNED', 'IN_PROGRESS', 'AT_RISK']);
    expect(FINISHED_STATUSES).toEqual(['COMPLETED', 'CANCELED']);
    expect(isActiveStatus('PAUSED')).toBe(false);
    expect(priorityRank('HIGHEST')).toBeLessThan(priorityRank('LOWEST'));
  });

  it('sets the complete date on finishing (completing or cancelling) and clears it on reopening', () => {
    const now = new Date('2026-11-23T01:00:00Z');
    const earlier = new Date('2026-11-01T00:00:00Z');
    expect(completeDateAfter('IN_PROGRESS', 'COMPLETED', null, now)).toEqual(now);
    expect(completeDateAfter('COMPLETED', 'COMPLETED', earlier, now)).toEqual(earlier);
    expect(completeDateAfter('COMPLETED', 'IN_PROGRESS', earlier, now)).toBeNull();
    expect(completeDateAfter('AT_RISK', 'CANCELED', null, now)).toEqual(now);
    expect(completeDateAfter('COMPLETED', 'CANCELED', earlier, now)).toEqual(earlier);
  });
});

describe('indicator', () => {
  it('needs a target larger than the initial value', () => {
    expect(indicatorError({ initialValue: 0, targetValue: 100 })).toBeNull();
    expect(indicatorError({ initialValue: 100, targetValue: 100 })).toBe(INDICATOR_TARGET_MESSAGE);
    expect(indicatorError({ initialValue: 5, targetValue: 1 })).toBe(
      'The target value should be larger than the initial value.',
    );
  });

  it('measures progress from initial to target, clamped', () => {
    expect(indicatorProgress({ initialValue: 10, currentValue: 55, targetValue: 100 })).toBe(50);
    expect(indicatorProgress({ initialValue: 0, currentValue: 150, targetValue: 100 })).toBe(100);
    // Values at the ends of the double range: the differences would overflow; the progress stays a whole number.
    expect(indicatorProgress({ initialValue: -1e308, currentValue: 1e308, targetValue: 1e308 })).toBe(100);
    expect(indicatorProgress({ initialValue: -1e308, currentValue: 0, targetValue: 1e308 })).toBe(50);
    expect(indicatorProgress({ initialValue: 0, currentValue: -5, targetValue: 100 })).toBe(0);
  });
});

describe('date ranges and completed periods', () => {
  it('formats days and ranges as each language writes them: MM.DD in Korean (decision D22)', () => {
    expect(formatDateRange('2026-03-02', '2026-03-09', 'ko-KR')).toBe('03.02 - 03.09');
    expect(formatDateRange('2026-03-02', '2026-03-09', 'en-US')).toBe('Mar 2 - Mar 9');
    expect(formatDateRange('2026-03-02', '2026-03-09', 'vi-VN')).toBe('02/03 - 09/03');
    expect(formatDateRange(null, '2026-12-31', 'ko-KR')).toBe('- 12.31');
    expect(formatMonthDay('2026-03-02', 'ko-KR')).toBe('03.02');
    expect(formatMonthDay('2026-03-01T16:30:00Z', 'ko-KR', 'Asia/Seoul')).toBe('03.02');
    expect(formatMonthDay('2026-03-01T16:30:00Z', 'en-US', 'America/New_York')).toBe('Mar 1');
    expect(formatMonthDay('soon', 'en-US')).toBe('');
    expect(formatDateRange(null, null, 'vi-VN')).toBe('');
    expect(formatShortDate('2025-12-30', 'ko-KR', '2026-03-02')).toBe('25.12.30');
    expect(formatShortDate('2025-12-30', 'en-US', '2026-03-02')).toBe('Dec 30, 2025');
    expect(formatShortDate('2025-12-30', 'vi-VN', '2026-03-02')).toBe('30/12/2025');
    expect(formatShortDate('2026-12-30', 'vi-VN', '2026-03-02')).toBe('30/12');
  });

  // Decision D18 (docs/decisions.md).
  it('counts WEEK from the most recent Sunday, TWO_WEEK from the Sunday before, MONTH from the 1st, in the viewer zone', () => {
    const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);
    const at = (seoul: string) => new Date(`${seoul}+09:00`);
    const from = (filter: 'WEEK' | 'TWO_WEEK' | 'MONTH', now: Date) => {
      const period = completedPeriod(filter, 'Asia/Seoul', now);
      return typeof period === 'string' ? period : period.from;
    };
    // Saturday the 28th, late: the week is Sunday the 22nd to now.
    expect(from('WEEK', at('2026-11-28T23:59:00'))).toEqual(seoulMidnight('2026-11-22'));
    expect(from('TWO_WEEK', at('2026-11-28T23:59:00'))).toEqual(seoulMidnight('2026-11-15'));
    // Sunday the 29th just after midnight (still Saturday in UTC): a new week of one day.
    expect(from('WEEK', at('2026-11-29T00:01:00'))).toEqual(seoulMidnight('2026-11-29'));
    expect(from('TWO_WEEK', at('2026-11-29T00:01:00'))).toEqual(seoulMidnight('2026-11-22'));
    expect(completedPeriod('WEEK', 'Asia/Seoul', at('2026-11-29T00:01:00'))).toEqual({
      from: seoulMidnight('2026-11-29'),
      to: seoulMidnight('2026-11-30'),
    });
    // The month starts on the 1st, in the zone: December 1st 08:00 in Seoul is still November in UTC.
    expect(from('MONTH', at('2026-12-01T08:00:00'))).toEqual(seoulMidnight('2026-12-01'));
    expect(from('MONTH', at('2026-11-30T23:00:00'))).toEqual(seoulMidnight('2026-11-01'));
    // A week across a month's end: Tuesday December 1st counts from Sunday November 29th.
    expect(from('WEEK', at('2026-12-01T08:00:00'))).toEqual(seoulMidnight('2026-11-29'));
  });

  it('counts periods in the viewer time zone', () => {
    const now = new Date('2026-11-22T16:30:00Z'); // 23rd 01:30 in Seoul, 22nd 11:30 in New York
    expect(completedPeriod('TODAY', 'Asia/Seoul', now)).toEqual({
      from: new Date('2026-11-22T15:00:00Z'),
      to: new Date('2026-11-23T15:00:00Z'),
    });
    expect(completedPeriod('TODAY', 'America/New_York', now)).toEqual({
      from: new Date('2026-11-22T05:00:00Z'),
      to: new Date('2026-11-23T05:00:00Z'),
    });
    expect(completedPeriod('YESTERDAY', 'Asia/Seoul', now)).toEqual({
      from: new Date('2026-11-21T15:00:00Z'),
      to: new Date('2026-11-22T15:00:00Z'),
    });
    // Monday the 23rd in Seoul: the week began on Sunday the 22nd (Seoul), which is still the 22nd in New York.
    expect(completedPeriod('WEEK', 'Asia/Seoul', now)).toEqual({
      from: new Date('2026-11-21T15:00:00Z'),
      to: new Date('2026-11-23T15:00:00Z'),
    });
    expect(completedPeriod('WEEK', 'America/New_York', now)).toEqual({
      from: new Date('2026-11-22T05:00:00Z'),
      to: new Date('2026-11-23T05:00:00Z'),
    });
    expect(completedPeriod('ALL', 'Asia/Seoul', now)).toBe('ALL');
    expect(completedPeriod('HIDE_ALL', 'Asia/Seoul', now)).toBe('NONE');
  });
});
