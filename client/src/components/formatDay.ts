import type { IntlShape } from 'react-intl';

/** A calendar day in the viewer's time zone ("2026. 11. 22." / "11/22/2026"). */
export function formatDay(intl: IntlShape, iso: string, timeZone: string | null | undefined): string {
  try {
    return intl.formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: timeZone ?? undefined });
  } catch {
    return intl.formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
}
