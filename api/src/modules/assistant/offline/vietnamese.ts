import { readChart, type ChartWords } from './chart-reading.js';
import { addDays, monthDay, previousWeekday, weekdayDate, weekRange } from './dates.js';
import { featureOf, isRequest } from './unsupported.js';
import {
  NOTHING_UNDERSTOOD,
  quarterTime,
  quoted,
  tidy,
  unquoted,
  type LanguageReader,
  type Understanding,
} from './understanding.js';

/**
 * A pattern of whole words, case aside. \b knows only ASCII letters (it would cut "chạy" at "ạ"), so
 * Vietnamese words are bounded by "no letter on either side" instead.
 */
const words = (source: string, flags = '') => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, `iu${flags}`);

const CHART: ChartWords = {
  chart: /biểu đồ|đồ thị|thống kê/,
  done: /hoàn thành|đã xong|làm xong|xong/,
  goal: /mục tiêu/,
  thisMonth: /tháng này/,
  lastMonth: /tháng (trước|rồi|vừa rồi|qua)/,
};

/** thứ hai ... thứ bảy, thứ 2 ... thứ 7, t2 ... t7, chủ nhật, cn. */
const WEEKDAY = 'chủ nhật|cn|thứ\\s*(?:hai|ba|tư|năm|sáu|bảy|[2-7])|t[2-7]';
const WEEKDAY_NAMES = ['chủ nhật', 'hai', 'ba', 'tư', 'năm', 'sáu', 'bảy'];
const WEEK = 'tuần\\s+(này|sau|tới|trước|rồi|vừa rồi|qua)';
const WEEK_OFFSET = (word: string) => (/này/.test(word) ? 0 : /sau|tới/.test(word) ? 1 : -1);
/** "mai" is tomorrow, except as a name ("chị Mai", "của Mai"). */
const RELATIVE_DAYS: [RegExp, number][] = [
  [words('hôm nay|(?<=(?:sáng|trưa|chiều|tối|đêm)\\s+)nay'), 0],
  [words('ngày mai|(?<!(?:của|anh|chị|em|bạn|cô|chú)\\s+)mai'), 1],
  [words('ngày kia|ngày mốt|mốt'), 2],
  [words('hôm qua'), -1],
  [words('hôm kia'), -2],
];
/** 3h, 15h, 10h30, 9 giờ sáng, 3 giờ rưỡi, 4 giờ kém 15, 14:30; "g" and "h" never start a word ("4 giúp"). */
const TIME =
  /(\d{1,2})\s*(?:giờ|g|h|:)\s*(?:(\d{1,2})\s*(?:phút)?|(rưỡi)|kém\s*(\d{1,2}))?(?!\p{L})\s*(sáng|trưa|chiều|tối|đêm)?(?!\p{L})/giu;
/** Politeness and question endings: "nhé", "giúp tôi", "được không". */
const ENDING = words(
  '(?:(?:nhé|nha|nhá|với|ạ|đi|nhớ)(?:\\s+bạn)?|được không|giúp (?:tôi|mình|em)|giùm (?:tôi|mình)|cho (?:tôi|mình|em))\\s*$',
);

/** Reads Vietnamese requests ("Thêm 'Gọi ngân hàng' lúc 3 giờ chiều mai", "Xem việc của Minh Anh hôm nay", "Tìm ghi chú về onboarding", "Viết báo cáo tuần này"). */
export const vietnameseReader: LanguageReader = {
  locale: 'vi-VN',
  read(text, today, chosen) {
    // What is asked is read without the quoted title or phrase: "Thêm 'Nộp báo cáo thuế'" is a to-do.
    const request = unquoted(text).toLocaleLowerCase('vi');
    const found: Understanding = {
      ...NOTHING_UNDERSTOOD,
      feature: featureOf(chosen, feature(request), isRequest(request, 'vi-VN')),
      reportType: /tuần/.test(request) ? 'WEEKLY' : /ngày/.test(request) ? 'DAILY' : null,
    };
    const day = readDay(
      text,
      today,
      found.feature === 'create-report' || words('đã|vừa rồi|hôm\\s+(?:' + WEEKDAY + ')').test(request),
      found.feature !== 'get-todo',
    );
    Object.assign(found, { date: day.date, range: day.range });

    const times = [...text.matchAll(TIME)].map(toTime).filter((time): time is string => time !== null);
    [found.startTime, found.endTime] = [times[0] ?? null, times[1] ?? null];
    const rest = day.rest.replace(
      new RegExp(`(?:(?:từ|lúc|vào lúc|đến|tới)\\s*|-\\s*)?(?:${TIME.source})`, 'giu'),
      ' ',
    );

    found.person = found.feature === 'get-todo' ? person(text) : null;
    found.title = found.feature === 'create-todo' ? (quoted(text) ?? todoTitle(rest)) : null;
    found.phrase = found.feature === 'search-note' ? (quoted(text) ?? notePhrase(rest, request)) : null;
    return found.feature === 'chart' ? readChart(found, request, today, CHART) : found;
  },
};

/**
 * "Nhắc tôi ..." and a creating verb with the to-do it makes ("tạo việc ...", "thêm lịch ...") are to-dos whatever
 * they name ("tạo việc viết tài liệu"); otherwise a search, a report, notes, another creating verb, then a question.
 */
function feature(request: string): Understanding['feature'] {
  if (
    words(
      'nhắc (?:tôi|mình|em)|(?:thêm|tạo|lên lịch|đặt lịch)\\s+(?:một\\s+)?(?:việc|công việc|to-?do|lịch|nhắc nhở)',
    ).test(request)
  )
    return 'create-todo';
  // A report is written, never looked for: "tìm ghi chú báo cáo quý" searches notes.
  if (words('tìm').test(request)) return 'search-note';
  if (CHART.chart.test(request)) return 'chart';
  if (/báo cáo/.test(request)) return 'create-report';
  if (/ghi chú|tài liệu/.test(request)) return 'search-note';
  if (words('thêm|tạo|lên lịch|đặt lịch|nhắc|ghi vào').test(request)) return 'create-todo';
  if (/(xem|liệt kê|có việc|việc gì|những việc|việc của|lịch|kế hoạch|cần làm|làm gì|danh sách|bận)/.test(request))
    return 'get-todo';
  return null;
}

/**
 * The day or week named, and the text without it. A weekday alone is the next one, but the last one in a
 * report (reports never cover future days) or in the past ("hôm thứ 2", "đã làm").
 */
function readDay(
  text: string,
  today: string,
  past: boolean,
  upToToday: boolean,
): { date: string | null; range: Understanding['range']; rest: string } {
  let rest = text;
  const take = (fragment: string) => {
    rest = rest.replace(fragment, ' ');
  };
  let date: string | null = null;
  let range: Understanding['range'] = null;
  const weekday = text.match(words(`(?:hôm\\s+|vào\\s+|ngày\\s+)?(${WEEKDAY})(?:\\s+${WEEK})?`));
  if (weekday) {
    const index = weekdayIndex(weekday[1]);
    date = weekday[2]
      ? weekdayDate(today, index, WEEK_OFFSET(weekday[2]))
      : past
        ? previousWeekday(today, index, true)
        : weekdayDate(today, index, null);
    take(weekday[0]);
  }
  const week = text.match(words(WEEK));
  if (week && !weekday?.[2]) {
    range = weekRange(today, WEEK_OFFSET(week[1]), upToToday);
    take(week[0]);
  }
  const dayMonth = text.match(
    words('(?:ngày\\s+)?(\\d{1,2})\\s+tháng\\s+(\\d{1,2})|(?:ngày\\s+)?(\\d{1,2})\\/(\\d{1,2})'),
  );
  if (!date && dayMonth) {
    date = monthDay(today, Number(dayMonth[2] ?? dayMonth[4]), Number(dayMonth[1] ?? dayMonth[3]));
    take(dayMonth[0]);
  }
  for (const [pattern, days] of date ? [] : RELATIVE_DAYS) {
    // A capital inside the sentence makes a name of the word: "gặp Mai lúc 4h" meets Mai, it is not tomorrow.
    const match = [...text.matchAll(new RegExp(pattern.source, 'giu'))].find(
      (one) => one.index === 0 || !/^\p{Lu}/u.test(one[0]),
    );
    if (!match) continue;
    date = addDays(today, days);
    take(match[0]);
    break;
  }
  return { date, range, rest };
}

/** 0 Sunday ... 6 Saturday from "chủ nhật", "cn", "thứ sáu", "thứ 6", "t6". */
function weekdayIndex(word: string): number {
  const lower = word.toLocaleLowerCase('vi');
  if (lower === 'cn' || lower === 'chủ nhật') return 0;
  const named = lower.replace(/^(thứ\s*|t)/, '');
  return /\d/.test(named) ? Number(named) - 1 : WEEKDAY_NAMES.indexOf(named);
}

function toTime(match: RegExpMatchArray): string | null {
  let hours = Number(match[1]);
  let minutes = match[3] ? 30 : Number(match[2] ?? 0);
  if (match[4]) {
    hours -= 1;
    minutes = 60 - Number(match[4]);
  }
  const part = match[5]?.toLocaleLowerCase('vi');
  if (part && /chiều|tối|đêm/.test(part) && hours < 12) hours += 12;
  else if (part === 'trưa' && hours < 6) hours += 12;
  // Without a part of the day, 1 to 7 o'clock is the afternoon of a working day.
  else if (!part && hours >= 1 && hours <= 7) hours += 12;
  return quarterTime(hours, minutes);
}

/** A title of address before a name; written small, it is no part of the name ("chị Thu", but "Anh Thư"). */
const HONORIFIC = /^(?:anh|chị|em|bạn|cô|chú|ông|bà|sếp)\s+/u;
/** One to three capitalised words: "Lan", "Minh Anh", "Nguyễn Văn An". */
const NAME = /^\p{Lu}\p{Ll}*(?:\s+\p{Lu}\p{Ll}*){0,2}/u;
/** "lịch của tôi" is one's own. */
const PRONOUN = /^(?:tôi|mình|tớ|em|anh|chị|bạn)$/iu;
/** Words a capital at the start of a sentence does not make a name. */
const NOT_A_NAME = words(
  'tôi|mình|em|anh|chị|tớ|bạn|hôm|ngày|thứ|tuần|chủ|mai|xem|lịch|việc|công|kế|cho|liệt|có|danh|giúp|sáng|chiều|tối',
);

/**
 * A colleague: after "của" ("lịch của chị Thu", "việc của Minh Anh"), or opening a question about a day
 * ("Minh Anh hôm nay làm gì?"). A title of address (anh, chị) goes before the name and is not part of it.
 */
function person(text: string): string | null {
  const owner = text.match(words('(?:việc|lịch|kế hoạch|công việc|cần làm)\\s+của'));
  if (owner) {
    const after = text
      .slice(owner.index! + owner[0].length)
      .trim()
      .replace(HONORIFIC, '');
    const name = after.match(NAME)?.[0] ?? after.match(/^[^\s,?.!]+/)?.[0];
    return name && !PRONOUN.test(name) ? name : null;
  }
  const opening = text.trim().replace(new RegExp(HONORIFIC.source, 'iu'), '');
  const name = opening.match(
    new RegExp(`${NAME.source}(?=\\s+(?:hôm|ngày|thứ|tuần|chủ nhật|mai|có|làm|bận|đang|sẽ|đã|cần)(?!\\p{L}))`, 'u'),
  )?.[0];
  return name && !NOT_A_NAME.test(name.split(/\s+/)[0]) ? name : null;
}

/** Takes the politeness and question endings off the end, as many as there are ("nhé giúp tôi"). */
function withoutEndings(text: string): string {
  let rest = text.replace(/[?.!]+\s*$/, '').trim();
  for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(ENDING, '').trim()];
  return rest;
}

/** The title: what is left once who asks ("giúp tôi"), the creating verb and its to-do word, and the endings are taken out. */
function todoTitle(rest: string): string | null {
  const stripped = rest
    .replace(words('(?:giúp|cho|nhắc)\\s+(?:tôi|mình|em)', 'g'), ' ')
    .replace(
      words(
        '(?:thêm|tạo|lên lịch|đặt lịch|nhắc|ghi vào)(?:\\s+(?:một\\s+)?(?:việc cần làm|công việc|việc|lịch|nhắc nhở|to-?do)(?:\\s+mới)?)?(?:\\s+(?:là|tên là|tên))?',
      ),
      ' ',
    )
    .replace(words('vào\\s+(?:lịch|kế hoạch|danh sách)(?:\\s+của\\s+(?:tôi|mình))?', 'g'), ' ')
    .replace(/\s+/g, ' ');
  const title = withoutEndings(stripped)
    .replace(words('^\\s*(?:lúc|vào|ngày|từ|đến|cho|là|hôm)'), ' ')
    .replace(words('(?:lúc|vào|ngày|từ|đến|cho|hôm)\\s*$'), ' ');
  // "Tạo việc mới", "Thêm một việc": no title yet.
  return /^(?:\s|một|mới|việc)*$/iu.test(title) ? null : tidy(title);
}

/** The phrase: what follows "ghi chú về", "tài liệu có chữ"..., or what is left once the search words are taken out. */
function notePhrase(rest: string, request: string): string | null {
  const about = rest.match(
    words('(?:ghi chú|tài liệu)(?:\\s+nào)?\\s+(?:có chữ|có từ|liên quan đến|nói về|về|chứa|có)\\s+(.+)'),
  );
  const phrase = about
    ? about[1]
    : rest.replace(
        words(
          'tìm kiếm|tìm|mở|xem|giúp (?:tôi|mình)|cho (?:tôi|mình)|các|những|nào|ghi chú|tài liệu|về|liên quan đến',
          'g',
        ),
        ' ',
      );
  const ended = withoutEndings(phrase.replace(/\s+/g, ' '));
  // "Có ghi chú nào về X không?": the question opens with "có" and closes with "không", neither looked for.
  return tidy(/^\s*có(?!\p{L})/u.test(request) ? ended.replace(words('không\\s*$'), '') : ended);
}
