import { Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { formatShortDate } from '@domain/date-range';
import { localeOf } from '../../i18n/localeOf';

/** When a note was created or updated, short: the time today, else the day (with its year when not this one); the full date on hover. */
export function NoteDate({ iso }: { readonly iso: string }) {
  const intl = useIntl();
  const timeZone = useViewer()?.timezone;
  const zone = timeZone ?? 'local';
  const date = DateTime.fromISO(iso, { zone });
  const now = DateTime.now().setZone(zone);
  const label = !date.isValid
    ? ''
    : date.hasSame(now, 'day')
      ? intl.formatTime(iso, { timeStyle: 'short', timeZone })
      : formatShortDate(iso, localeOf(intl), now.toISODate()!, zone);
  return (
    <Text
      size="xs"
      c="gray.7"
      component="span"
      title={intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
    >
      {label}
    </Text>
  );
}
