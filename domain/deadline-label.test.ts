import { describe, expect, it } from 'vitest';
import { deadlineLabel, todayIn } from './deadline-label.js';
import { deadlineReminderAt } from './deadline-reminder.js';

describe('deadline labels', () => {
  it('counts calendar days to and past the deadline', () => {
    expect(deadlineLabel('2026-11-23', '2026-11-23', 'ko-KR')).toBe('D-Day');
    expect(deadlineLabel('2026-11-26', '2026-11-23', 'ko-KR')).toBe('D-3');
    expect(deadlineLabel('2026-11-20', '2026-11-23', 'ko-KR')).toBe('D+3');
    expect(deadlineLabel('2027-03-15', '2027-03-13', 'ko-KR')).toBe('D-2'); // across a DST change the days stay whole
  });

  it('says it in words in English and Vietnamese (decision D22)', () => {
    expect(
      ['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-22', '2026-11-20'].map((due) =>
        deadlineLabel(due, '2026-11-23', 'en-US'),
      ),
    ).toEqual(['Due today', '1 day left', '3 days left', '1 day late', '3 days late']);
    expect(['2026-11-23', '2026-11-26', '2026-11-20'].map((due) => deadlineLabel(due, '2026-11-23', 'vi-VN'))).toEqual([
      'Hạn hôm nay',
      'Còn 3 ngày',
      'Trễ 3 ngày',
    ]);
  });

  it('takes today in the user zone', () => {
    expect(todayIn('Asia/Seoul', new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('America/New_York', new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-22');
  });
});

describe('deadline reminder time', () => {
  it('is 09:00 the day before in the zone, then the day itself, then never', () => {
    expect(deadlineReminderAt('2026-11-25', 'Asia/Seoul', new Date('2026-11-22T00:00:00Z'))).toEqual(
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(deadlineReminderAt('2026-11-25', 'Asia/Seoul', new Date('2026-11-24T03:00:00Z'))).toEqual(
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(deadlineReminderAt('2026-11-25', 'Asia/Seoul', new Date('2026-11-25T01:00:00Z'))).toBeNull();
  });
});
