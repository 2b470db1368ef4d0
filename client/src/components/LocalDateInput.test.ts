import { describe, expect, it } from 'vitest';
import { dateInputFormat, parseTypedDate } from './LocalDateInput';

describe('date fields in the page language (issue 13)', () => {
  it('write a day in the language order', () => {
    expect(dateInputFormat('ko-KR')).toBe('YYYY.MM.DD');
    expect(dateInputFormat('en-US')).toBe('MM/DD/YYYY');
    expect(dateInputFormat('vi-VN')).toBe('DD/MM/YYYY');
  });

  it('read what is typed in that order, or as an ISO date', () => {
    expect(parseTypedDate('2027.03.31', 'ko-KR')).toBe('2027-03-31');
    expect(parseTypedDate('2027. 3. 31.', 'ko-KR')).toBe('2027-03-31');
    expect(parseTypedDate('03/31/2027', 'en-US')).toBe('2027-03-31');
    expect(parseTypedDate('3/31/2027', 'en-US')).toBe('2027-03-31');
    expect(parseTypedDate('31/03/2027', 'vi-VN')).toBe('2027-03-31');
    expect(parseTypedDate('2027-03-31', 'vi-VN')).toBe('2027-03-31');
  });

  it('refuse what is no real day', () => {
    expect(parseTypedDate('31/03/2027', 'en-US')).toBeNull();
    expect(parseTypedDate('2027.02.30', 'ko-KR')).toBeNull();
    expect(parseTypedDate('', 'ko-KR')).toBeNull();
    expect(parseTypedDate('soon', 'en-US')).toBeNull();
    // Half-typed: the day or year at the end is not whole yet.
    expect(parseTypedDate('2027.03.3', 'ko-KR')).toBeNull();
    expect(parseTypedDate('03/31/202', 'en-US')).toBeNull();
    expect(parseTypedDate('31/03/20', 'vi-VN')).toBeNull();
  });
});
