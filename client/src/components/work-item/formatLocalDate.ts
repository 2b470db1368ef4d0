// Shared by goals and projects: a calendar day (YYYY-MM-DD, no time zone) in the viewer's language.
import type { IntlShape } from 'react-intl';

export function formatLocalDate(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
}
