import { describe, expect, it } from 'vitest';
import { cutWeeklyRange, formatReportPeriod, reportingPeriod, reportPeriod, reportTitle } from './report-period.js';

const TODAY = '2026-11-24';

describe('report periods', () => {
  it('take the date of a daily report, never after today', () => {
    expect(reportPeriod('DAILY', '2026-11-24', null, TODAY)).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(reportPeriod('DAILY', '2026-11-25', null, TODAY)).toBe('FUTURE_DATE');
    expect(reportPeriod('DAILY', null, null, TODAY)).toBe('DATE_REQUIRED');
  });

  it('take a weekly range of both ends and at most 7 days', () => {
    expect(reportPeriod('WEEKLY', '2026-11-18', '2026-11-24', TODAY)).toEqual({
      start: '2026-11-18',
      end: '2026-11-24',
    });
    expect(reportPeriod('WEEKLY', '2026-11-17', '2026-11-24', TODAY)).toBe('RANGE_TOO_LONG');
    expect(reportPeriod('WEEKLY', '2026-11-18', null, TODAY)).toBe('DATE_REQUIRED');
    expect(reportPeriod('WEEKLY', '2026-11-20', '2026-11-18', TODAY)).toBe('RANGE_REVERSED');
    expect(reportPeriod('WEEKLY', '2026-11-20', '2026-11-25', TODAY)).toBe('FUTURE_DATE');
  });

  it('take the calendar month, quarter or year around the first date', () => {
    expect(reportPeriod('MONTHLY', '2026-11-10', null, TODAY)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(reportPeriod('QUARTERLY', '2026-08-15', null, TODAY)).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(reportPeriod('ANNUAL', '2026-03-01', null, TODAY)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(reportPeriod('MONTHLY', '2026-12-01', null, TODAY)).toBe('FUTURE_DATE');
  });

  it('take any past custom range up to a year', () => {
    expect(reportPeriod('CUSTOM', '2026-01-01', '2026-11-24', TODAY)).toEqual({
      start: '2026-01-01',
      end: '2026-11-24',
    });
    expect(reportPeriod('CUSTOM', '2025-01-01', '2026-11-24', TODAY)).toBe('RANGE_TOO_LONG');
  });

  it('cut a weekly pick longer than 7 days to 7 days from its first day', () => {
    expect(cutWeeklyRange('2026-11-10', '2026-11-20')).toEqual({ start: '2026-11-10', end: '2026-11-16', cut: true });
    expect(cutWeeklyRange('2026-11-10', '2026-11-16')).toEqual({ start: '2026-11-10', end: '2026-11-16', cut: false });
  });

  it('write one day and a range as each language writes dates (decision D22)', () => {
    expect(formatReportPeriod({ start: '2026-11-24', end: '2026-11-24' }, 'ko-KR')).toBe('11.24');
    expect(formatReportPeriod({ start: '2026-11-18', end: '2026-11-24' }, 'ko-KR')).toBe('11.18 - 11.24');
    expect(formatReportPeriod({ start: '2026-11-18', end: '2026-11-24' }, 'en-US')).toBe('Nov 18 - Nov 24');
    expect(formatReportPeriod({ start: '2026-11-24', end: '2026-11-24' }, 'vi-VN')).toBe('24/11');
  });

  it('title a report by its type and its date or range, in the author language', () => {
    expect(reportTitle('WEEKLY', { start: '2026-11-18', end: '2026-11-24' }, 'en-US')).toBe(
      'Weekly report Nov 18 - Nov 24',
    );
    expect(reportTitle('DAILY', { start: '2026-11-24', end: '2026-11-24' }, 'ko-KR')).toBe('일일 보고 11.24');
    expect(reportTitle('MONTHLY', { start: '2026-11-01', end: '2026-11-30' }, 'vi-VN')).toBe(
      'Báo cáo tháng 01/11 - 30/11',
    );
  });
});

describe('reporting periods', () => {
  it('are the day, the Sunday-to-Saturday week, or the calendar period around a date', () => {
    expect(reportingPeriod('DAILY', '2026-11-24')).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    // 2026-11-24 is a Tuesday; 2026-11-22 a Sunday.
    expect(reportingPeriod('WEEKLY', '2026-11-24')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(reportingPeriod('WEEKLY', '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(reportingPeriod('MONTHLY', '2026-11-24')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(reportingPeriod('QUARTERLY', '2026-11-24')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });
});
