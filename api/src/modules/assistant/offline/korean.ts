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

const WEEKDAYS = '일월화수목금토';
const RELATIVE_DAYS: [RegExp, number][] = [
  [/오늘/, 0],
  [/내일/, 1],
  [/모레/, 2],
  [/글피/, 3],
  [/어제/, -1],
  [/그제|그저께/, -2],
];
const WEEK_OFFSET: Record<string, number> = { 이번: 0, 금: 0, 다음: 1, 담: 1, 지난: -1, 저번: -1 };
const CHART: ChartWords = {
  chart: /차트|그래프|통계|도표/,
  done: /완료|끝낸|끝마친|마친|해낸|처리한|한\s*일\s*(수|개수)/,
  goal: /과제|목표/,
  thisMonth: /이번\s*달|이달/,
  lastMonth: /(지난|저번)\s*달/,
};
const TIME = /(오전|오후|아침|저녁|밤|낮|새벽)?\s*(\d{1,2})\s*시\s*(?:(\d{1,2})\s*분|(반))?|(\d{1,2}):(\d{2})/g;

/** Reads Korean requests: "내일 오후 3시에 '치과 예약' 추가해 줘", "도윤님 오늘 할 일", "온보딩 관련 노트 찾아 줘", "지난주 주간 보고서 써 줘". */
export const koreanReader: LanguageReader = {
  locale: 'ko-KR',
  read(text, today, chosen) {
    // What is asked is read without the quoted title or phrase: "'분기 보고 자료' 할 일 만들어 줘" is a to-do, not a report.
    const request = unquoted(text);
    const found: Understanding = {
      ...NOTHING_UNDERSTOOD,
      feature: featureOf(chosen, feature(request), isRequest(request, 'ko-KR')),
      reportType: reportType(request),
    };
    const day = readDay(
      text,
      today,
      found.feature === 'create-report' || /했|었|였/.test(request),
      found.feature !== 'get-todo',
    );
    Object.assign(found, { date: day.date, range: day.range });
    let rest = day.rest;

    const times = [...text.matchAll(TIME)].map(toTime).filter((time): time is string => time !== null);
    [found.startTime, found.endTime] = [times[0] ?? null, times[1] ?? null];
    rest = rest.replace(new RegExp(`(${TIME.source})\\s*(에서|부터|까지|에|~|-)?`, 'g'), ' ');

    found.person = person(text);
    found.title = found.feature === 'create-todo' ? (quoted(text) ?? todoTitle(rest)) : null;
    found.phrase = found.feature === 'search-note' ? (quoted(text) ?? notePhrase(rest)) : null;
    return found.feature === 'chart' ? readChart({ ...found, person: null }, request, today, CHART) : found;
  },
};

/**
 * A request to look for is a note search whatever it names (a report is written, never looked for:
 * "보고서 양식 관련 노트 찾아줘"); otherwise a report, notes, a new to-do, then a question about to-dos.
 */
function feature(request: string): Understanding['feature'] {
  const verb = lastVerb(request);
  // A chart is asked to be shown or drawn ("차트 보여줘", "그래프 그려 줘"); a to-do about one is added ("차트 정리 할 일 추가").
  if (CHART.chart.test(request) && !(verb === 'create' && /할\s*일|일정/.test(request))) return 'chart';
  if (verb === 'search') return 'search-note';
  if (/보고/.test(request)) return 'create-report';
  if (/(노트|메모|문서)/.test(request)) return 'search-note';
  if (verb === 'create') return 'create-todo';
  if (/(할\s*일|일정|스케줄|계획|뭐|무엇|보여|알려|확인|목록)/.test(request)) return 'get-todo';
  return null;
}

/** Korean puts the verb last: "집 찾기 할 일 추가해줘" asks to add, "적어둔 메모 찾아줘" to look for. */
function lastVerb(request: string): 'search' | 'create' | null {
  const lastAt = (pattern: RegExp) => Math.max(-1, ...[...request.matchAll(pattern)].map((match) => match.index!));
  // 찾기 is a noun as often as a verb ("집 찾기" is a to-do), so only the asking forms count.
  const search = lastAt(/검색|찾아|찾을|찾고/g);
  const create = lastAt(/추가|등록|만들|넣어|잡아|생성|적어|기록해|예약해/g);
  if (search < 0 && create < 0) return null;
  return search > create ? 'search' : 'create';
}

function reportType(request: string): Understanding['reportType'] {
  if (/주간|(이번|금|지난|저번)\s*주|일주일/.test(request)) return 'WEEKLY';
  return /일일|데일리|일간/.test(request) ? 'DAILY' : null;
}

/**
 * The day or week named, and the text without it. A weekday alone is the next one, but the last one
 * in a report (reports never cover future days) or a question in the past tense ("월요일에 뭐 했어?").
 */
function readDay(
  text: string,
  today: string,
  past: boolean,
  upToToday: boolean,
): { date: string | null; range: Understanding['range']; rest: string } {
  let rest = text;
  const take = (fragment: string) => {
    rest = rest.replace(new RegExp(`(?:${fragment})(자|의|에|은|는|까지)?`, 'g'), ' ');
  };
  let date: string | null = null;
  let range: Understanding['range'] = null;
  const week = text.match(/(이번|금|다음|담|지난|저번)\s*주(?!\s*[월화수목금토일]요일)/);
  if (week) {
    range = weekRange(today, WEEK_OFFSET[week[1]], upToToday);
    take(week[0]);
  }
  const weekday = text.match(/(?:(이번|다음|담|지난|저번)\s*(주)?\s*)?([월화수목금토일])요일/);
  if (weekday) {
    date = weekdayOf(today, WEEKDAYS.indexOf(weekday[3]), weekday[1], Boolean(weekday[2]), past);
    take(weekday[0]);
  }
  const monthAndDay = text.match(/(\d{1,2})\s*월\s*(\d{1,2})\s*일|(\d{1,2})\/(\d{1,2})/);
  if (!date && monthAndDay) {
    date = monthDay(today, Number(monthAndDay[1] ?? monthAndDay[3]), Number(monthAndDay[2] ?? monthAndDay[4]));
    take(monthAndDay[0]);
  }
  const later = text.match(/(\d{1,2})\s*일\s*(후|뒤|전)/);
  if (!date && later) {
    date = addDays(today, Number(later[1]) * (later[2] === '전' ? -1 : 1));
    take(later[0]);
  }
  for (const [pattern, days] of RELATIVE_DAYS) {
    if (date || !pattern.test(text)) continue;
    date = addDays(today, days);
    take(pattern.source);
  }
  return { date, range, rest };
}

/** "이번 주 금요일" and "다음 주 월요일" are in that week; "지난 금요일" without 주 is the last Friday before today. */
function weekdayOf(
  today: string,
  weekday: number,
  modifier: string | undefined,
  ofWeek: boolean,
  past: boolean,
): string {
  if (modifier && ofWeek) return weekdayDate(today, weekday, WEEK_OFFSET[modifier]);
  if (modifier === '지난' || modifier === '저번') return previousWeekday(today, weekday, false);
  if (modifier === '이번') return weekdayDate(today, weekday, 0);
  return past ? previousWeekday(today, weekday, true) : weekdayDate(today, weekday, null);
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

/** A colleague named with 님 or 씨 ("도윤님", "민수 씨"), or by a possessive before a day's plan ("박서연의 내일 일정"). */
function person(text: string): string | null {
  const match = text.match(
    /([가-힣A-Za-z]{2,10}?)\s*(님|씨)\s*(의)?|([가-힣A-Za-z]{2,10})의\s*(?=(오늘|내일|어제|이번|다음|지난)?\s*(할\s*일|일정|스케줄|계획))/,
  );
  const name = match ? (match[1] ?? match[4]) : null;
  return name && !/^(내|제|나|저|우리|오늘|내일|어제)$/.test(name) ? name : null;
}

/** Words that only make a request polite or casual: "추가 좀 해 줘", "등록 부탁해", "잡아 주실래요". */
const REQUEST_WORD =
  /^(좀|줘|줘요|주세요|주실래요|주시겠어요|줄래|줄래요|줄\s*수|있어|부탁(해|해요|합니다|드려요|드립니다)?|해|해요|해줘|해줘요|해주세요|해줄래|해줄래요|할래|할래요|하자|봐|봐줘|바래|바랍니다)$/;
/** The verb of a new to-do, with its ending attached ("추가해줘", "넣어", "추가할래"). 예약 is a verb only as 예약해: "치과 예약" is a title. */
const CREATE_WORD = /^(추가|등록|생성|기록|만들|넣|잡|적어|예약해)[가-힣]*$/;
/** The to-do itself ("할 일로", "일정을") and words that name no to-do ("새", "하나"). */
const TODO_WORD = /^(할일|일정|투두|todo|to-?do)(을|를|로|으로|에)?$|^(새|새로운|하나|한|개)$/i;

/** The title: what is left once the request's ending, its verb and the to-do words are taken from the end. */
function todoTitle(rest: string): string | null {
  const words = rest
    .replace(/할\s+일/g, '할일')
    .replace(/[.!?~]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length && REQUEST_WORD.test(words[words.length - 1])) words.pop();
  if (words.length && CREATE_WORD.test(words[words.length - 1])) words.pop();
  while (words.length && TODO_WORD.test(words[words.length - 1])) words.pop();
  while (words.length && (TODO_WORD.test(words[0]) || /^(에|에는|에서|부터|까지|은|는)$/.test(words[0]))) words.shift();
  const last = words.length - 1;
  if (last >= 0) words[last] = words[last].replace(/(?<=[가-힣])(을|를|이라는|라는|란)$/, '');
  return tidy(words.filter((word) => !TODO_WORD.test(word)).join(' '));
}

function notePhrase(rest: string): string | null {
  const stripped = rest
    .replace(/(관련(된)?|에\s*대한|에\s*관한|이라는|라는)/g, ' ')
    // "고객 피드백 내용 있는 거", "'분기 목표' 들어간": what the note holds, said around the phrase.
    .replace(/(내용)?\s*(이|가)?\s*(있는|들어간|담긴|나온)\s*(거|것|걸|게)?(?=\s|$)/g, ' ')
    .replace(/(^|\s)내용(이|의)?(?=\s|$)/g, ' ')
    // "API 키 적어둔 메모": the words that say how the note was written are not looked for.
    .replace(/\S*(둔|놓은|던|적은|쓴|정리한|저장한|기록한|작성한|남긴|만든)(?=\s+(노트|메모|문서))/g, ' ')
    .replace(/(노트|메모|문서)(\s*중에서?|에서|를|을|에|들)?/g, ' ')
    .replace(/(찾아|검색|보여|알려)[가-힣]*(\s*(줘|주세요|줄래|줄래요|봐))*/g, ' ')
    .replace(/(어디\s*)?(있어|있나요|있니|있을까|있지|있나)\s*[?？]?/g, ' ')
    .replace(/(^|\s)(좀|내|제|모든)(?=\s)/g, ' ');
  return tidy(stripped.replace(/(을|를|이|가)\s*$/, ''));
}
