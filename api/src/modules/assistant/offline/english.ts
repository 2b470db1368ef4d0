import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { readChart, type ChartWords } from './chart-reading.js';
import { addDays, weekRange } from './dates.js';
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

/** A polite close: "..., please", "thanks!". */
const CLOSING = /[\s,]*\b(please|thanks|thank you)\s*[.!?]*\s*$/i;
/** The polite or indirect opening of a request, before its verb: "please", "can you", "I need to". */
const OPENING =
  /^\s*(?:(?:please|hey|ok|okay)[\s,]+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:need|want|have|would like|'d like)\s+to\s+|let's\s+|help me\s+)?(?:please\s+)?/i;
const CREATE_VERB = /^(add|create|schedule|put|book|block|plan|make|set up|remind me)\b/i;
const CHART: ChartWords = {
  chart: /\b(charts?|graphs?|plot|visuali[sz](e|ation))\b/i,
  done: /\b(done|completed?|finished|closed|checked off)\b/i,
  goal: /\bgoals?\b/i,
  thisMonth: /\bthis month\b/i,
  lastMonth: /\b(last|previous|past) month\b/i,
};
/** Words that put a request in the past, where a weekday is the last one ("What did I do on Monday?"). */
const PAST = /\b(last|ago|previous|yesterday|did|was|were|had)\b/i;

/** Reads English requests ("Add 'Call the bank' tomorrow at 3pm", "What is Emily doing on Friday?", "Find notes about onboarding", "Write last week's weekly report"), dates and times through chrono. */
export const englishReader: LanguageReader = {
  locale: 'en-US',
  read(text, today, chosen) {
    // What is asked is read without the quoted title or phrase, and without a title after "task:".
    const request = unquoted(text).replace(/\b(to-?do|task)\s*:.*$/i, '$1');
    const found: Understanding = {
      ...NOTHING_UNDERSTOOD,
      feature: featureOf(chosen, feature(request), isRequest(request, 'en-US')),
      reportType: /\bweek(ly)?\b/i.test(request) ? 'WEEKLY' : /\b(daily|day)\b/i.test(request) ? 'DAILY' : null,
    };
    let rest = text;
    const week = text.match(/\b(this|next|last|past|previous)\s+week('s)?\b/i);
    if (week) {
      found.range = weekRange(
        today,
        /this/i.test(week[1]) ? 0 : /next/i.test(week[1]) ? 1 : -1,
        found.feature !== 'get-todo',
      );
      rest = rest.replace(week[0], ' ');
    }
    const report = found.feature === 'create-report';
    rest = readDayAndTimes(rest, today, found, !report && !PAST.test(request));
    // A report never covers a future day: "daily report for Friday" on a Tuesday is last Friday's.
    if (report && found.date && found.date > today && /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(text))
      found.date = addDays(found.date, -7);
    found.person = found.feature === 'get-todo' ? person(rest) : null;
    found.title = found.feature === 'create-todo' ? (quoted(text) ?? todoTitle(rest)) : null;
    found.phrase = found.feature === 'search-note' ? (quoted(text) ?? notePhrase(rest)) : null;
    return found.feature === 'chart' ? readChart(found, request, today, CHART) : found;
  },
};

/**
 * chrono reads the day and times into `found`; the text is returned without them. noon of today is the
 * reference so that "today" stays today in any zone; `forward` makes a weekday alone the next one.
 */
function readDayAndTimes(text: string, today: string, found: Understanding, forward: boolean): string {
  let rest = text;
  const reference = DateTime.fromISO(today).set({ hour: 12 }).toJSDate();
  for (const result of chrono.casual.parse(text, { instant: reference }, { forwardDate: forward })) {
    if (/^(now|a|an|one)$/i.test(result.text.trim())) continue;
    const { start, end } = result;
    if (!found.date && (start.isCertain('day') || start.isCertain('weekday'))) found.date = isoOf(start);
    if (!found.startTime && start.isCertain('hour')) found.startTime = timeOf(start);
    if (!found.endTime && end?.isCertain('hour')) found.endTime = timeOf(end);
    rest = rest.replace(result.text, ' ');
  }
  return rest;
}

const isoOf = (component: chrono.ParsedComponents) =>
  DateTime.fromObject({
    year: component.get('year')!,
    month: component.get('month')!,
    day: component.get('day')!,
  }).toISODate();

/** A time; without am or pm, 1 to 7 o'clock is the afternoon of a working day ("from 3 to 4"). */
function timeOf(component: chrono.ParsedComponents): string | null {
  const hour = component.get('hour')!;
  const afternoon = !component.isCertain('meridiem') && hour >= 1 && hour <= 7;
  return quarterTime(afternoon ? hour + 12 : hour, component.get('minute') ?? 0);
}

/**
 * "Remind me to" and a new to-do or task ("Add a task to...", "New task: ...") are to-dos whatever they say;
 * otherwise a search, a report, notes, a request led by a creating verb, then a question about to-dos.
 * A creating verb counts only where it leads: "my schedule" asks, "schedule a call" creates.
 */
function feature(request: string): Understanding['feature'] {
  const command = request.replace(OPENING, '');
  if (
    /^(remind me|new (to-?do|task)\b)/i.test(command) ||
    /^(add|create|make|put)\s+(an?\s+)?(new\s+)?(to-?do|task)\b/i.test(command)
  )
    return 'create-todo';
  if (CHART.chart.test(request)) return 'chart';
  const asksForTodos = /\b(to-?dos|tasks|schedule|agenda|plans?|planner|calendar)\b/i.test(request);
  // A report is written, never looked for: "find the report about Q3" searches notes.
  if (/^(search|look up|look for|find)\b/i.test(command) && !asksForTodos) return 'search-note';
  if (/\breports?\b/i.test(request)) return 'create-report';
  if (/\b(notes?|docs?|documents?)\b/i.test(request)) return 'search-note';
  if (CREATE_VERB.test(command)) return 'create-todo';
  // Only words of a question: a bare title given as an answer ("Have lunch with Sam") must not read as one.
  if (
    asksForTodos ||
    /\b(what|show|list|doing)\b/i.test(request) ||
    /\b(am|is|are)\b.*\b(busy|free)\b/i.test(request) ||
    /\b(do|does|did)\s+\w+\s+have\b|^\s*anything\b/i.test(request)
  )
    return 'get-todo';
  return null;
}

const NAME = '([A-Z][a-z]+(?:\\s[A-Z][a-z]+)?)';
/** Where a colleague's name stands in a question about a day: "Sarah's plate", "what is Emily doing", "is Priya busy", "tasks for Alex". */
const PERSON_PATTERNS = [
  new RegExp(`\\b${NAME}'s\\s+(?:to-?dos|tasks|day|schedule|plans?|planner|agenda|plate|list|calendar)\\b`),
  new RegExp(`\\b[Ww]hat(?:\\s+(?:is|are|does|did)|'s)\\s+${NAME}\\s+(?:doing|working|up to|planning|have|got|do)\\b`),
  new RegExp(`\\b[Ii]s\\s+${NAME}\\s+(?:busy|free|available|doing)`),
  new RegExp(`\\b(?:to-?dos|tasks|schedule|plans?|agenda)\\s+(?:for|of)\\s+${NAME}\\b`),
];
/** Capitalised words that open a sentence or name a day, never a colleague. */
const NOT_A_NAME =
  /^(I|Me|My|Get|Show|Check|List|Tell|Give|See|What|Is|Are|Can|Could|Please|Do|Does|Today|Tomorrow|Yesterday)$/;

function person(rest: string): string | null {
  for (const pattern of PERSON_PATTERNS) {
    const match = rest.match(pattern);
    if (!match) continue;
    const name = match[1]
      .split(' ')
      .filter((word) => !NOT_A_NAME.test(word))
      .join(' ');
    if (name) return name;
  }
  return null;
}

/** The title: after "task:" as written, otherwise what is left once the opening, the verb, the to-do words and the place it goes are taken out. */
function todoTitle(rest: string): string | null {
  const afterColon = rest.match(/\b(?:to-?do|task)\s*:\s*(.+)$/i);
  if (afterColon) return tidy(afterColon[1]);
  const stripped = rest
    .replace(CLOSING, ' ')
    .replace(OPENING, ' ')
    .replace(/^\s*(add|create|schedule|put|book|block(\s+out)?|plan|make|set up|remind me to|remind me)\b/i, ' ')
    .replace(/^\s*(an?\s+)?(new\s+)?(to-?do|task|item|reminder)\b(\s+(called|named|titled|to|for))?/i, ' ')
    .replace(/\b(to|in|on|into)\s+(my|the)\s+(planner|list|to-?dos|to-?do list|calendar|day|schedule)\b/gi, ' ')
    .replace(/^\s*(at|on|for|from|to|by|called|named|titled|an?)\s/i, ' ')
    .replace(/\s(at|on|for|from|to|by)(\s+(at|on|for|from|to|by))*\s*([.!?]|$)/i, ' ');
  return tidy(stripped.replace(/\s(at|on|for|from|to)\s*$/i, ''));
}

/** The phrase, without "the" or "my" before it: notes hold "pricing model", not "the pricing model". */
function notePhrase(rest: string): string | null {
  const about = rest.match(
    /\b(?:notes?|docs?|documents?|reports?|anything|something)\s+(?:about|on|for|mentioning|with|containing|that mention|on the topic of)\s+(.+)/i,
  );
  const phrase = about
    ? about[1].replace(/[?.!]+$/, '')
    : rest
        .replace(
          /\b(please|can you|could you|do i have|where are|search|find|look up|look for|show me|show|any|all|my|the|in|for|about|notes?|docs?|documents?)\b/gi,
          ' ',
        )
        .replace(/[?.!]+/g, ' ');
  return tidy(phrase.replace(CLOSING, '').replace(/^\s*(the|a|an|my|our)\s+/i, ''));
}
