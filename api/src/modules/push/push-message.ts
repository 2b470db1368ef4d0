import { deadlineLabel, todayIn } from '@domain/deadline-label.js';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@domain/locale.js';
import { isNotificationType } from '@domain/notification-types.js';
import { DateTime } from 'luxon';
import { PUSH_TEXTS, UNKNOWN_ACTOR } from './push-texts.js';

/** A push line is read on a lock screen: longer ones end with an ellipsis. */
const PUSH_MESSAGE_MAX = 200;

/** Who receives the push: their language and time zone (dates and D-labels are theirs). */
export interface PushReader {
  language: string;
  timezone: string;
}

function text(content: Record<string, unknown>, name: string): string | null {
  const value = content[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** "11월 22일" / "Nov 22" / "22 thg 11", as the notification list shows a deadline or a scrum day. */
function shortDay(value: string | null, locale: SupportedLocale, zone: string): string {
  if (!value) return '';
  const date = DateTime.fromISO(value, { zone });
  return date.isValid
    ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: zone }).format(date.toJSDate())
    : value;
}

/** The deadline label a reminder was sent with, or counted from its due date in the reader's zone and language. */
function dday(content: Record<string, unknown>, locale: SupportedLocale, zone: string, now: Date): string {
  const sent = text(content, 'd_day');
  if (sent) return sent;
  const due = text(content, 'due_date') ?? text(content, 'deadline') ?? text(content, 'new_deadline');
  const day = due && DateTime.fromISO(due, { zone });
  return day && day.isValid ? deadlineLabel(day.toISODate()!, todayIn(zone, now), locale) : '';
}

/** The values the templates use, as the client's notification list fills them (values.ts). */
function templateValues(
  content: Record<string, unknown>,
  locale: SupportedLocale,
  zone: string,
  now: Date,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(content)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
  }
  return {
    ...values,
    actor_name: text(content, 'actor_name') ?? UNKNOWN_ACTOR[locale],
    new_deadline: shortDay(text(content, 'new_deadline'), locale, zone),
    daily_scrum_date: shortDay(text(content, 'daily_scrum_date'), locale, zone),
    dday: dday(content, locale, zone, now),
  };
}

/** The option of a top-level `{name, select, a {..} other {..}}` for the value, or the template itself. */
function resolveSelect(template: string, values: Record<string, string>): string {
  const head = /^\{(\w+), select, /.exec(template);
  if (!head) return template;
  const options = new Map<string, string>();
  let at = head[0].length;
  while (at < template.length - 1) {
    const open = template.indexOf('{', at);
    if (open < 0) break;
    const key = template.slice(at, open).trim();
    let depth = 0;
    let close = open;
    for (; close < template.length; close += 1) {
      if (template[close] === '{') depth += 1;
      if (template[close] === '}' && --depth === 0) break;
    }
    options.set(key, template.slice(open + 1, close));
    at = close + 1;
  }
  return options.get(values[head[1]!] ?? '') ?? options.get('other') ?? '';
}

function fill(template: string, values: Record<string, string>): string {
  return resolveSelect(template, values).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function localeOf(language: string): SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as SupportedLocale) : FALLBACK_LOCALE;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The text of a push in the reader's language: what happened, in the words of the in-app
 * notification of that type (who, on what, the comment), its dates in the reader's time zone; an
 * announcement's body follows on a second line.
 */
export function pushMessage(
  reader: PushReader,
  type: string,
  content: Record<string, unknown>,
  now = new Date(),
): string {
  const locale = localeOf(reader.language);
  const template = isNotificationType(type) ? PUSH_TEXTS[type][locale] : PUSH_TEXTS.system_announcement[locale];
  const lines = [
    fill(template, templateValues(content, locale, reader.timezone, now)),
    type === 'system_announcement' ? (text(content, 'body') ?? '') : '',
  ];
  const message = lines.map(oneLine).filter(Boolean).join('\n');
  return message.length > PUSH_MESSAGE_MAX ? `${message.slice(0, PUSH_MESSAGE_MAX - 1)}…` : message;
}
