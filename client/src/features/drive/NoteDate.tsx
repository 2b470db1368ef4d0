import { Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';

/** When a note was created or updated, short: the time today, MM.DD this year, YY.MM.DD before; the full date on hover. */
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
      : date.toFormat(date.hasSame(now, 'year') ? 'MM.dd' : 'yy.MM.dd');
  return (
    <Text size="xs" c="gray.7" component="span" title={intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone })}>
      {label}
    </Text>
  );
}
