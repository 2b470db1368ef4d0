import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, monthDay, monthViewRange, startOfMonth } from './dates';

describe('planner dates', () => {
  it('steps days across months and years', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('validates dates from the address bar', () => {
    expect(isLocalDate('2025-03-09')).toBe(true);
    expect(isLocalDate('2025-02-30')).toBe(false);
    expect(isLocalDate('tomorrow')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('gives a month view from Sunday to Saturday', () => {
    // March 2025: the 1st is a Saturday, the 31st a Monday.
    expect(monthViewRange('2025-03-15')).toEqual({ from: '2025-02-23', to: '2025-04-05' });
    // June 2025 starts on a Sunday and ends on a Monday.
    expect(monthViewRange('2025-06-02')).toEqual({ from: '2025-06-01', to: '2025-07-05' });
    expect(startOfMonth('2025-06-17')).toBe('2025-06-01');
  });

  it('formats MM.DD', () => {
    expect(monthDay('2025-03-09')).toBe('03.09');
  });
});
