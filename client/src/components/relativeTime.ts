import { DateTime } from 'luxon';
import type { IntlShape } from 'react-intl';
import { defineMessageMap } from '../i18n/defineMessageMap';

const messages = defineMessageMap({
  justNow: { id: 'notification.time.justNow', defaultMessage: 'just now' },
});

/** "방금 전", "5분 전" / "5 minutes ago" / "5 phút trước", "어제", then the date after a month. */
export function relativeTime(intl: IntlShape, iso: string, now: DateTime, timeZone?: string): string {
  const date = DateTime.fromISO(iso);
  if (!date.isValid) return '';
  const seconds = Math.max(0, now.diff(date, 'seconds').seconds);
  if (seconds < 45) return intl.formatMessage(messages.justNow);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return intl.formatRelativeTime(-Math.max(1, minutes), 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return intl.formatRelativeTime(-hours, 'hour');
  const zone = timeZone ?? 'local';
  const days = Math.round(now.setZone(zone).startOf('day').diff(date.setZone(zone).startOf('day'), 'days').days);
  if (days < 30) return intl.formatRelativeTime(-Math.max(1, days), 'day', { numeric: 'auto' });
  return intl.formatDate(date.toJSDate(), { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}
