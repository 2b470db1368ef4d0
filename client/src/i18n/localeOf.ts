import type { IntlShape } from 'react-intl';
import { FALLBACK_LOCALE, isSupportedLocale, type SupportedLocale } from '@domain/locale';

/** The interface language as the shared rules take it (dates, deadline labels). */
export function localeOf(intl: IntlShape): SupportedLocale {
  return isSupportedLocale(intl.locale) ? intl.locale : FALLBACK_LOCALE;
}
