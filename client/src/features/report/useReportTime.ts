import { DateTime } from 'luxon';
import { useCallback } from 'react';
import { useViewer } from '../../app/useViewer';
import { useIntl } from 'react-intl';
import { formatShortDate } from '@domain/date-range';
import { localeOf } from '../../i18n/localeOf';

/**
 * A moment of a report (sent, read) in the viewer's time zone and language: "11.24 14:05" or
 * "Nov 24 14:05", or the day alone; a moment of another year keeps its year ("25.11.24").
 */
export function useReportTime(): (iso: string, withTime?: boolean) => string {
  const zone = useViewer()?.timezone ?? 'local';
  const locale = localeOf(useIntl());
  return useCallback(
    (iso: string, withTime = true) => {
      const moment = DateTime.fromISO(iso, { zone });
      if (!moment.isValid) return '';
      const day = formatShortDate(iso, locale, DateTime.now().setZone(zone).toISODate()!, zone);
      return withTime ? `${day} ${moment.toFormat('HH:mm')}` : day;
    },
    [zone, locale],
  );
}
