import { describe, expect, it } from 'vitest';
import { isScrumDate, scrumDateOf, stepDay } from './scrumDates';

describe('scrum dates', () => {
  it('steps a day forward and back, across months, years and leap days', () => {
    expect(stepDay('2026-11-24', 1)).toBe('2026-11-25');
    expect(stepDay('2026-11-24', -1)).toBe('2026-11-23');
    expect(stepDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(stepDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(stepDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(stepDay('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('takes only real dates written YYYY-MM-DD', () => {
    expect(isScrumDate('2026-11-24')).toBe(true);
    expect(isScrumDate('2026-02-30')).toBe(false);
    expect(isScrumDate('2026-1-5')).toBe(false);
    expect(isScrumDate('today')).toBe(false);
    expect(isScrumDate('')).toBe(false);
    expect(isScrumDate(null)).toBe(false);
  });

  it('opens the date of the address, else today', () => {
    expect(scrumDateOf('2026-11-20', '2026-11-24')).toBe('2026-11-20');
    expect(scrumDateOf('', '2026-11-24')).toBe('2026-11-24');
    expect(scrumDateOf('yesterday', '2026-11-24')).toBe('2026-11-24');
    expect(scrumDateOf(null, '2026-11-24')).toBe('2026-11-24');
  });
});
