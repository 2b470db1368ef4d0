import { describe, expect, it } from 'vitest';
import { dayLabel } from './date-words.js';

describe("the engine's dates", () => {
  it('are written for the language, with the weekday', () => {
    expect(dayLabel('2026-11-25', 'ko-KR', '2026-11-24')).toBe('11월 25일 (수)');
    expect(dayLabel('2026-11-25', 'en-US', '2026-11-24')).toBe('Nov 25 (Wed)');
    expect(dayLabel('2026-11-25', 'vi-VN', '2026-11-24')).toBe('25/11 (T4)');
    expect(dayLabel('2026-11-29', 'vi-VN', '2026-11-24')).toBe('29/11 (CN)');
    expect(dayLabel('2026-11-23', 'vi-VN', '2026-11-24')).toBe('23/11 (T2)');
  });

  it('name the year when it is not this one', () => {
    expect(dayLabel('2027-01-04', 'ko-KR', '2026-12-30')).toBe('2027년 1월 4일 (월)');
    expect(dayLabel('2027-01-04', 'en-US', '2026-12-30')).toBe('Jan 4, 2027 (Mon)');
    expect(dayLabel('2027-01-04', 'vi-VN', '2026-12-30')).toBe('04/01/2027 (T2)');
  });
});
