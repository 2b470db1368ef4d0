import { DateTime } from 'luxon';
import type { SupportedLocale } from '@domain/locale.js';

/** Vietnamese names weekdays by number: Monday is thứ hai (T2) ... Saturday thứ bảy (T7), Sunday chủ nhật (CN). */
const vietnameseWeekday = (weekday: number) => (weekday === 7 ? 'CN' : `T${weekday + 1}`);

/**
 * A day (YYYY-MM-DD) as the engine's answers write it in the user's language: 11월 25일 (수),
 * Nov 25 (Wed), 25/11 (T4). The year is added when it is not the year of `today`.
 */
export function dayLabel(date: string, locale: SupportedLocale, today: string): string {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  if (!day.isValid) return date;
  const otherYear = day.year !== DateTime.fromISO(today, { zone: 'utc' }).year;
  switch (locale) {
    case 'ko-KR':
      return `${otherYear ? `${day.year}년 ` : ''}${day.setLocale('ko').toFormat('M월 d일 (ccc)')}`;
    case 'en-US':
      return day.setLocale('en-US').toFormat(otherYear ? 'LLL d, yyyy (ccc)' : 'LLL d (ccc)');
    case 'vi-VN':
      return `${day.toFormat(otherYear ? 'dd/MM/yyyy' : 'dd/MM')} (${vietnameseWeekday(day.weekday)})`;
  }
}
