import { addDays, monthDay, weekdayDate, weekRange } from './dates.js';
import { NOTHING_UNDERSTOOD, quarterTime, quoted, tidy, type LanguageReader, type Understanding } from './understanding.js';

const WEEKDAYS = '일월화수목금토';
const RELATIVE_DAYS: [RegExp, number][] = [[/오늘/, 0], [/내일/, 1], [/모레/, 2], [/글피/, 3], [/어제/, -1], [/그제|그저께/, -2]];
const WEEK_OFFSET: Record<string, number> = { 이번: 0, 금: 0, 다음: 1, 담: 1, 지난: -1, 저번: -1 };
const TIME = /(오전|오후|아침|저녁|밤|낮|새벽)?\s*(\d{1,2})\s*시\s*(?:(\d{1,2})\s*분|(반))?|(\d{1,2}):(\d{2})/g;

/** Reads Korean requests: "내일 오후 3시에 '치과 예약' 추가해 줘", "도윤님 오늘 할 일", "온보딩 관련 노트 찾아 줘", "지난주 주간 보고서 써 줘". */
export const koreanReader: LanguageReader = {
  locale: 'ko-KR',
  read(text, today) {
    let rest = text;
    const take = (pattern: RegExp) => {
      rest = rest.replace(pattern, ' ');
    };
    const found: Understanding = { ...NOTHING_UNDERSTOOD, feature: feature(text), reportType: /주간|(이번|금|지난|저번)\s*주|일주일/.test(text) ? 'WEEKLY' : /일일|데일리|일간/.test(text) ? 'DAILY' : null };

    const week = text.match(/(이번|금|지난|저번)\s*주(?!\s*[월화수목금토일]요일)/);
    if (week) {
      found.range = weekRange(today, WEEK_OFFSET[week[1]]);
      take(new RegExp(`${week[0]}(의|에)?`));
    }
    const weekday = text.match(/(?:(이번|다음|담|지난|저번)\s*주\s*)?([월화수목금토일])요일/);
    if (weekday) {
      found.date = weekdayDate(today, WEEKDAYS.indexOf(weekday[2]), weekday[1] ? WEEK_OFFSET[weekday[1]] : null);
      take(new RegExp(`${weekday[0]}(에|의|까지)?`));
    }
    const monthAndDay = text.match(/(\d{1,2})\s*월\s*(\d{1,2})\s*일|(\d{1,2})\/(\d{1,2})/);
    if (!found.date && monthAndDay) {
      found.date = monthDay(today, Number(monthAndDay[1] ?? monthAndDay[3]), Number(monthAndDay[2] ?? monthAndDay[4]));
      take(new RegExp(`${monthAndDay[0].replace('/', '\\/')}(에|의)?`));
    }
    const later = text.match(/(\d{1,2})\s*일\s*(후|뒤|전)/);
    if (!found.date && later) {
      found.date = addDays(today, Number(later[1]) * (later[2] === '전' ? -1 : 1));
      take(new RegExp(`${later[0]}(에|의)?`));
    }
    for (const [pattern, days] of RELATIVE_DAYS) {
      if (found.date || !pattern.test(text)) continue;
      found.date = addDays(today, days);
      take(new RegExp(`${pattern.source}(은|에|의)?`, 'g'));
    }

    const times = [...text.matchAll(TIME)].map(toTime).filter((time): time is string => time !== null);
    [found.startTime, found.endTime] = [times[0] ?? null, times[1] ?? null];
    take(new RegExp(`(${TIME.source})\\s*(에서|부터|까지|에|~|-)?`, 'g'));

    const person = text.match(/([가-힣A-Za-z]{2,10}?)\s*(님|씨)\s*(의)?|([가-힣A-Za-z]{2,10})의\s*(?=(오늘|내일|어제|이번|다음|지난)?\s*(할\s*일|일정|스케줄|계획))/);
    const name = person ? (person[1] ?? person[4]) : null;
    if (name && !/^(내|제|나|저|우리|오늘|내일|어제)$/.test(name)) found.person = name;

    found.title = found.feature === 'create-todo' ? quoted(text) ?? todoTitle(rest) : null;
    found.phrase = found.feature === 'search-note' ? quoted(text) ?? notePhrase(rest) : null;
    return found;
  },
};

function feature(text: string): Understanding['feature'] {
  if (/보고/.test(text)) return 'create-report';
  if (/(노트|메모|문서)/.test(text) || /검색/.test(text)) return 'search-note';
  if (/(추가|등록|만들|넣어|잡아|생성|적어|기록해|예약해)/.test(text)) return 'create-todo';
  if (/(할\s*일|일정|스케줄|계획|뭐|무엇|보여|알려|확인|목록)/.test(text)) return 'get-todo';
  return null;
}

function toTime(match: RegExpMatchArray): string | null {
  if (match[5]) return quarterTime(Number(match[5]), Number(match[6]));
  let hours = Number(match[2]);
  const minutes = match[4] ? 30 : Number(match[3] ?? 0);
  const marker = match[1];
  if (marker && /오후|저녁|밤/.test(marker) && hours < 12) hours += 12;
  else if (marker === '낮' && hours < 6) hours += 12;
  else if (marker && /오전|아침|새벽/.test(marker) && hours === 12) hours = 0;
  // Without a marker, 1 to 7 o'clock is the afternoon of a working day.
  else if (!marker && hours >= 1 && hours <= 7) hours += 12;
  return quarterTime(hours, minutes);
}

function todoTitle(rest: string): string | null {
  const stripped = rest
    .replace(/(이라는|라는|란)\s*/g, ' ')
    .replace(/(을|를)?\s*(할\s*일|일정|투두|to-?do)?(로|으로|에)?\s*(추가|등록|만들|넣어|잡아|생성|적어|기록|예약)[가-힣]*(\s*(줘|주세요|줄래|줄래요|줄 수 있어|주실래요|봐))*\s*[.!?]*$/, ' ')
    .replace(/(^|\s)(새|새로운)(?=\s|$)/g, ' ')
    .replace(/(할\s*일|일정)(?=\s|$)/g, ' ')
    .replace(/^\s*(에|에는|에서|부터|까지|은|는)\s+/, ' ');
  const title = tidy(stripped.replace(/\s(에|에는|은|는)\s/g, ' ').replace(/(을|를)$/, ''));
  return title && !/^(할\s*일|일정)$/.test(title) ? title : null;
}

function notePhrase(rest: string): string | null {
  const stripped = rest
    .replace(/(관련(된)?|에\s*대한|에\s*관한|이\s*들어간|가\s*들어간|이라는|라는|내용(이|의)?)/g, ' ')
    .replace(/(노트|메모|문서)(에서|를|을|에|들)?/g, ' ')
    .replace(/(찾아|검색|보여|알려)[가-힣]*(\s*(줘|주세요|줄래|줄래요|봐))*/g, ' ')
    .replace(/(어디\s*)?(있어|있나요|있니|있을까|있지)\s*[?？]?/g, ' ')
    .replace(/(좀|내|제|모든)\s/g, ' ');
  return tidy(stripped.replace(/(을|를|이|가)\s*$/, ''));
}
