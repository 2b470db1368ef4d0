import { addDays, monthDay, weekdayDate, weekRange } from './dates.js';
import { NOTHING_UNDERSTOOD, quarterTime, quoted, tidy, type LanguageReader, type Understanding } from './understanding.js';

const WEEKDAYS: Record<string, number> = { 'chủ nhật': 0, 'thứ hai': 1, 'thứ ba': 2, 'thứ tư': 3, 'thứ năm': 4, 'thứ sáu': 5, 'thứ bảy': 6 };
const RELATIVE_DAYS: [RegExp, number][] = [[/hôm nay/, 0], [/ngày mai|\bmai\b/, 1], [/ngày kia|ngày mốt|\bmốt\b/, 2], [/hôm qua/, -1], [/hôm kia/, -2]];
const WEEK_OFFSET = (word: string) => (/này/.test(word) ? 0 : /sau|tới/.test(word) ? 1 : -1);
const TIME = /(\d{1,2})\s*(?:giờ|g|h)\s*(?:(\d{1,2})\s*(?:phút)?|(rưỡi|kém))?\s*(sáng|trưa|chiều|tối|đêm)?/g;

/** Reads Vietnamese requests ("Thêm 'Gọi ngân hàng' lúc 3 giờ chiều mai", "Xem việc của Minh Anh hôm nay", "Tìm ghi chú về onboarding", "Viết báo cáo tuần này"). */
export const vietnameseReader: LanguageReader = {
  locale: 'vi-VN',
  read(text, today) {
    const lower = text.toLocaleLowerCase('vi');
    let rest = lower;
    const take = (fragment: string) => {
      rest = rest.replace(fragment, ' ');
    };
    const found: Understanding = { ...NOTHING_UNDERSTOOD, feature: feature(lower), reportType: /tuần/.test(lower) ? 'WEEKLY' : /ngày|hằng ngày|hàng ngày/.test(lower) ? 'DAILY' : null };

    const weekday = lower.match(/(chủ nhật|thứ (?:hai|ba|tư|năm|sáu|bảy))(\s+tuần\s+(này|sau|tới|trước))?/);
    if (weekday) {
      found.date = weekdayDate(today, WEEKDAYS[weekday[1]], weekday[2] ? WEEK_OFFSET(weekday[3]) : null);
      take(weekday[0]);
    }
    const week = lower.match(/tuần\s+(này|trước|rồi)/);
    if (week && !weekday?.[2]) {
      found.range = weekRange(today, WEEK_OFFSET(week[1]));
      take(week[0]);
    }
    const dayMonth = lower.match(/ngày\s+(\d{1,2})\s+tháng\s+(\d{1,2})|(\d{1,2})\/(\d{1,2})/);
    if (!found.date && dayMonth) {
      found.date = monthDay(today, Number(dayMonth[2] ?? dayMonth[4]), Number(dayMonth[1] ?? dayMonth[3]));
      take(dayMonth[0]);
    }
    for (const [pattern, days] of RELATIVE_DAYS) {
      const match = lower.match(pattern);
      if (found.date || !match) continue;
      found.date = addDays(today, days);
      take(match[0]);
    }
    const times = [...lower.matchAll(TIME)].map(toTime).filter((time): time is string => time !== null);
    [found.startTime, found.endTime] = [times[0] ?? null, times[1] ?? null];
    rest = rest.replace(new RegExp(`(từ|lúc|vào lúc|đến|tới|-)?\\s*(${TIME.source})`, 'g'), ' ');

    const person = text.match(/(?:việc|lịch|kế hoạch|công việc)(?:\s+cần làm)?\s+của\s+([^\s,?.!]+(?:\s+(?!hôm|ngày|thứ|tuần|chủ|nay|mai)[^\s,?.!]+)?)/i);
    if (person && !/^(tôi|mình|em|anh|chị)$/i.test(person[1])) found.person = person[1];
    found.title = found.feature === 'create-todo' ? quoted(text) ?? todoTitle(rest) : null;
    found.phrase = found.feature === 'search-note' ? quoted(text) ?? notePhrase(rest) : null;
    return found;
  },
};

function feature(lower: string): Understanding['feature'] {
  if (/báo cáo/.test(lower)) return 'create-report';
  if (/ghi chú|tài liệu/.test(lower) || /^\s*tìm\b/.test(lower)) return 'search-note';
  if (/\b(thêm|tạo|lên lịch|đặt lịch|nhắc|ghi vào)/.test(lower)) return 'create-todo';
  if (/(xem|liệt kê|có việc|việc gì|lịch|kế hoạch|cần làm|làm gì|danh sách|bận)/.test(lower)) return 'get-todo';
  return null;
}

function toTime(match: RegExpMatchArray): string | null {
  let hours = Number(match[1]);
  let minutes = match[3] === 'rưỡi' ? 30 : Number(match[2] ?? 0);
  if (match[3] === 'kém') {
    hours -= 1;
    minutes = 60 - Number(match[2] ?? 0);
  }
  const part = match[4];
  if (part && /chiều|tối|đêm/.test(part) && hours < 12) hours += 12;
  else if (part === 'trưa' && hours < 6) hours += 12;
  else if (!part && hours >= 1 && hours <= 7) hours += 12;
  return quarterTime(hours, minutes);
}

function todoTitle(rest: string): string | null {
  const stripped = rest
    .replace(/(giúp|cho)\s+(tôi|mình|em)/g, ' ')
    .replace(/(thêm|tạo|lên lịch|đặt lịch|nhắc tôi|nhắc|ghi vào)(\s+(một\s+)?(việc cần làm|công việc|việc|lịch|nhắc nhở|to-?do)(\s+mới)?)?(\s+(là|tên là|tên))?/g, ' ')
    .replace(/vào\s+(lịch|kế hoạch|danh sách)(\s+của\s+(tôi|mình))?/g, ' ')
    .replace(/\b(nhé|nha|với|ạ|đi|nhớ)\b/g, ' ')
    .replace(/^\s*(lúc|vào|ngày|từ|đến|cho|là)\s/, ' ')
    .replace(/\s(lúc|vào|ngày|từ|đến|cho)\s*$/, ' ');
  return tidy(stripped);
}

function notePhrase(rest: string): string | null {
  const about = rest.match(/(?:ghi chú|tài liệu)\s+(?:về|liên quan đến|có|nói về)\s+(.+)/);
  if (about) return tidy(about[1].replace(/[?.!]+$/, ''));
  const stripped = rest.replace(/(tìm kiếm|tìm|giúp tôi|cho tôi|các|những|ghi chú|tài liệu|về|liên quan đến|nhé|với)/g, ' ').replace(/[?.!]+/g, ' ');
  return tidy(stripped);
}
