import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { weekRange } from './dates.js';
import { NOTHING_UNDERSTOOD, quarterTime, quoted, tidy, type LanguageReader, type Understanding } from './understanding.js';

/** Reads English requests ("Add 'Call the bank' tomorrow at 3pm", "What is Emily doing on Friday?", "Find notes about onboarding", "Write last week's weekly report"), dates and times through chrono. */
export const englishReader: LanguageReader = {
  locale: 'en-US',
  read(text, today) {
    const found: Understanding = {
      ...NOTHING_UNDERSTOOD,
      feature: feature(text),
      reportType: /\bweek(ly)?\b/i.test(text) ? 'WEEKLY' : /\b(daily|day)\b/i.test(text) ? 'DAILY' : null,
    };
    let rest = text;
    const week = text.match(/\b(this|last|past|previous)\s+week('s)?\b/i);
    if (week) {
      found.range = weekRange(today, /this/i.test(week[1]) ? 0 : -1);
      rest = rest.replace(week[0], ' ');
    }
    // chrono reads the day and time; noon of today is the reference so that "today" stays today in any zone.
    const reference = DateTime.fromISO(today).set({ hour: 12 }).toJSDate();
    const parsed = chrono.casual.parse(rest, { instant: reference }, { forwardDate: found.feature !== 'create-report' });
    for (const result of parsed) {
      if (/^(now|a|an|one)$/i.test(result.text.trim())) continue;
      const { start, end } = result;
      if (!found.date && (start.isCertain('day') || start.isCertain('weekday'))) found.date = isoOf(start);
      if (!found.startTime && start.isCertain('hour')) found.startTime = quarterTime(start.get('hour')!, start.get('minute') ?? 0);
      if (!found.endTime && end?.isCertain('hour')) found.endTime = quarterTime(end.get('hour')!, end.get('minute') ?? 0);
      rest = rest.replace(result.text, ' ');
    }
    const person = text.match(/\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)'s\s+(?:to-?dos|tasks|day|schedule|plans?|planner|agenda)\b/) ?? text.match(/\bwhat\s+(?:is|are)\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+(?:doing|working|up to|planning)/i);
    if (person) found.person = person[1];
    found.title = found.feature === 'create-todo' ? quoted(text) ?? todoTitle(rest) : null;
    found.phrase = found.feature === 'search-note' ? quoted(text) ?? notePhrase(rest) : null;
    return found;
  },
};

const isoOf = (component: chrono.ParsedComponents) => DateTime.fromObject({ year: component.get('year')!, month: component.get('month')!, day: component.get('day')! }).toISODate();

function feature(text: string): Understanding['feature'] {
  if (/\breports?\b/i.test(text)) return 'create-report';
  if (/\b(notes?|docs?|documents?)\b/i.test(text) || /^\s*(search|look up)\b/i.test(text)) return 'search-note';
  const asks = /^\s*(show|what|list|tell|how|which|do i|am i)\b/i.test(text);
  if (!asks && /\b(add|create|schedule|put|book|remind me|plan|new (to-?do|task)|make a (to-?do|task))\b/i.test(text)) return 'create-todo';
  if (/\b(what|show|list|agenda|to-?dos|tasks|schedule|plans?|doing|busy|planner)\b/i.test(text)) return 'get-todo';
  return null;
}

function todoTitle(rest: string): string | null {
  const stripped = rest
    .replace(/\b(please|can you|could you|would you|i need to|i have to|i want to|help me)\b/gi, ' ')
    .replace(/\b(add|create|schedule|put|book|plan|make|remind me to|remind me)\b/gi, ' ')
    .replace(/\b(a|an|new)\s+(to-?do|task|item)\b(\s+(called|named|titled|to|for))?/gi, ' ')
    .replace(/\b(to-?do|task)\s+(called|named|titled)\b/gi, ' ')
    .replace(/\b(to|in|on|into)\s+(my|the)\s+(planner|list|to-?dos|to-?do list|calendar|day|schedule)\b/gi, ' ')
    .replace(/\s(at|on|for|from|to|by|until)\s*$/i, ' ')
    .replace(/^\s*(at|on|for|from|to|by|called|named|titled|a|an)\s/i, ' ')
    .replace(/\s(at|on|for|from|to|by)(\s+(at|on|for|from|to|by))*\s*([.!?]|$)/i, ' ');
  return tidy(stripped.replace(/\s(at|on|for|from|to)\s*$/i, ''));
}

function notePhrase(rest: string): string | null {
  const about = rest.match(/\b(?:notes?|docs?|documents?)\s+(?:about|on|for|mentioning|with|containing|that mention|on the topic of)\s+(.+)/i);
  if (about) return tidy(about[1].replace(/[?.!]+$/, ''));
  const stripped = rest
    .replace(/\b(please|can you|could you|search|find|look up|look for|show me|show|any|all|my|the|in|for|about|notes?|docs?|documents?)\b/gi, ' ')
    .replace(/[?.!]+/g, ' ');
  return tidy(stripped);
}
