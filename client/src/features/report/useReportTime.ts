import { DateTime } from 'luxon';
import { useCallback } from 'react';
import { useViewer } from '../../app/useViewer';

/**
 * A moment of a report (sent, read) in the viewer's time zone, as the spec writes dates: "11.24 14:05",
 * or "11.24" without the time; a moment of another year keeps its year ("25.11.24").
 */
export function useReportTime(): (iso: string, withTime?: boolean) => string {
  const zone = useViewer()?.timezone ?? 'local';
  return useCallback(
    (iso: string, withTime = true) => {
      const moment = DateTime.fromISO(iso, { zone });
      if (!moment.isValid) return '';
      const day = moment.hasSame(DateTime.now().setZone(zone), 'year') ? 'MM.dd' : 'yy.MM.dd';
      return moment.toFormat(withTime ? `${day} HH:mm` : day);
    },
    [zone],
  );
}
