import { describe, expect, it } from 'vitest';
import { EMPTY_PICK, isDayDisabled, pickForType, settlePick } from './reportPick';

const today = '2026-11-24';

describe('isDayDisabled', () => {
  it('refuses days after today, for every type', () => {
    for (const type of ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL', 'CUSTOM'] as const) {
      expect(isDayDisabled(type, EMPTY_PICK, '2026-11-25', today), type).toBe(true);
      expect(isDayDisabled(type, EMPTY_PICK, today, today), type).toBe(false);
    }
  });

  it('after the first click of a weekly range, allows that day and the 6 after it only', () => {
    const first = { start: '2026-11-10', end: null };
    expect(isDayDisabled('WEEKLY', first, '2026-11-09', today)).toBe(true);
    expect(isDayDisabled('WEEKLY', first, '2026-11-10', today)).toBe(false);
    expect(isDayDisabled('WEEKLY', first, '2026-11-16', today)).toBe(false);
    expect(isDayDisabled('WEEKLY', first, '2026-11-17', today)).toBe(true);
  });

  it('stops at today even inside the 7 days', () => {
    expect(isDayDisabled('WEEKLY', { start: '2026-11-22', end: null }, '2026-11-25', today)).toBe(true);
  });

  it('frees the calendar again once the weekly range is complete, and never limits a custom range', () => {
    expect(isDayDisabled('WEEKLY', { start: '2026-11-10', end: '2026-11-12' }, '2026-11-01', today)).toBe(false);
    expect(isDayDisabled('CUSTOM', { start: '2026-11-10', end: null }, '2026-10-01', today)).toBe(false);
  });
});

describe('settlePick', () => {
  it('cuts a weekly range of 8 days to 7 from its first day', () => {
    expect(settlePick('WEEKLY', { start: '2026-11-10', end: '2026-11-17' })).toEqual({
      pick: { start: '2026-11-10', end: '2026-11-16' },
      cut: true,
    });
  });

  it('keeps a weekly range of 7 days, a custom range and a half-made pick', () => {
    expect(settlePick('WEEKLY', { start: '2026-11-10', end: '2026-11-16' }).cut).toBe(false);
    expect(settlePick('CUSTOM', { start: '2026-11-01', end: '2026-11-20' })).toEqual({
      pick: { start: '2026-11-01', end: '2026-11-20' },
      cut: false,
    });
    expect(settlePick('WEEKLY', { start: '2026-11-01', end: null }).cut).toBe(false);
  });
});

describe('pickForType', () => {
  const range = { start: '2026-11-01', end: '2026-11-12' };

  it('cuts a custom range that becomes weekly', () => {
    expect(pickForType('CUSTOM', 'WEEKLY', range, today)).toEqual({
      pick: { start: '2026-11-01', end: '2026-11-07' },
      cut: true,
    });
    expect(pickForType('WEEKLY', 'CUSTOM', range, today)).toEqual({ pick: range, cut: false });
  });

  it('keeps the first date for a single-date type', () => {
    expect(pickForType('CUSTOM', 'MONTHLY', range, today)).toEqual({
      pick: { start: '2026-11-01', end: null },
      cut: false,
    });
    expect(pickForType('DAILY', 'ANNUAL', { start: today, end: null }, today).pick).toEqual({
      start: today,
      end: null,
    });
  });

  it('starts a weekly report on this week so far, and a custom range over, from a single date', () => {
    // 2026-11-24 is a Tuesday: this week began on Sunday the 22nd.
    expect(pickForType('DAILY', 'WEEKLY', { start: '2026-11-10', end: null }, today)).toEqual({
      pick: { start: '2026-11-22', end: today },
      cut: false,
    });
    expect(pickForType('DAILY', 'WEEKLY', { start: null, end: null }, '2026-11-22')).toEqual({
      pick: { start: '2026-11-22', end: '2026-11-22' },
      cut: false,
    });
    expect(pickForType('DAILY', 'CUSTOM', { start: today, end: null }, today)).toEqual({
      pick: EMPTY_PICK,
      cut: false,
    });
  });
});
