import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { relativeTime } from '../../components/relativeTime';

/** Dates of cards in the viewer's time zone: "3 hours ago" on the card, the full date and time on hover. */
export function useFeedbackTime() {
  const intl = useIntl();
  const zone = useViewer()?.timezone ?? undefined;
  return useMemo(
    () => ({
      relative: (iso: string) => relativeTime(intl, iso, DateTime.now(), zone),
      full: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
    }),
    [intl, zone],
  );
}
