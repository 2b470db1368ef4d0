import { deadlineLabel, todayIn } from '@domain/deadline-label';
import { DateTime } from 'luxon';
import type { IntlShape } from 'react-intl';
import { notificationMessages } from './messages';
import type { SupportedLocale } from '@domain/locale';
import { localeOf } from '../../i18n/localeOf';

/** The content object of a notification (snake_case fields, spec 2 section 3). */
export type NotificationContent = Readonly<Record<string, unknown>>;

export function contentOf(content: unknown): NotificationContent {
  return content && typeof content === 'object' && !Array.isArray(content) ? (content as NotificationContent) : {};
}

export function textField(content: NotificationContent, name: string): string | null {
  const value = content[name];
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

function toDate(value: string | null, timeZone: string | undefined): DateTime | null {
  if (!value) return null;
  const parsed = DateTime.fromISO(value, { zone: timeZone ?? 'local' });
  return parsed.isValid ? parsed : null;
}

/** "11월 22일" / "Nov 22" / "22 thg 11": a day of a deadline or a daily scrum. */
function formatShortDay(intl: IntlShape, value: string | null, timeZone: string | undefined): string {
  const date = toDate(value, timeZone);
  if (!date) return value ?? '';
  // Parsed in the viewer's zone: a plain date (2026-11-22) stays that day.
  return intl.formatDate(date.toJSDate(), { month: 'short', day: 'numeric', timeZone });
}

/**
 * The deadline label the reminder was sent with (content.d_day), or counted from its due date in the
 * viewer's time zone and language.
 */
export function ddayLabel(
  content: NotificationContent,
  now: DateTime,
  timeZone: string | undefined,
  locale: SupportedLocale,
): string {
  const sent = textField(content, 'd_day');
  if (sent) return sent;
  const due = textField(content, 'due_date') ?? textField(content, 'deadline') ?? textField(content, 'new_deadline');
  const dueDay = toDate(due, timeZone)?.toISODate();
  if (!dueDay) return '';
  return deadlineLabel(dueDay, todayIn(timeZone ?? DateTime.local().zoneName, now.toJSDate()), locale);
}

/** Every value a template may use; missing fields become empty, a missing actor "Someone". */
export function templateValues(
  intl: IntlShape,
  rawContent: unknown,
  options: { readonly timeZone?: string | undefined; readonly now?: DateTime } = {},
): Record<string, string> {
  const content = contentOf(rawContent);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(content)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
  }
  const now = options.now ?? DateTime.now();
  return {
    workspace_name: '',
    team_name: '',
    parent_title: '',
    todo_title: '',
    comment_text: '',
    emoji: '',
    event: '',
    token_name: '',
    scope: '',
    title: '',
    ...values,
    actor_name: textField(content, 'actor_name') ?? intl.formatMessage(notificationMessages.someone),
    new_deadline: formatShortDay(intl, textField(content, 'new_deadline'), options.timeZone),
    old_deadline: formatShortDay(intl, textField(content, 'old_deadline'), options.timeZone),
    daily_scrum_date: formatShortDay(intl, textField(content, 'daily_scrum_date'), options.timeZone),
    dday: ddayLabel(content, now, options.timeZone, localeOf(intl)),
  };
}
