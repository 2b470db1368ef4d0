import {
  FALLBACK_LOCALE,
  fromGraphqlLocale,
  isSupportedLocale,
  localeFromBrowser,
  type SupportedLocale,
} from '@domain/locale';

/**
 * Locale detection: the stored setting first, then the browser; ko -> ko-KR, en -> en-US,
 * vi -> vi-VN; en-US (the fallback) when the browser speaks none of them: a French or Thai reader is
 * likelier to read English than Korean. ko-KR stays the default where nothing is known (the server's
 * account default).
 *
 * "Stored setting" is, in order: this device's choice for the signed-in user (localStorage, one key
 * per user), the signed-in user's `language` on the server, this device's last choice before
 * signing in. Local storage keeps the language per user.
 */

const DEVICE_KEY = 'quarter.locale';
const userKey = (userId: string) => `quarter.locale.${userId}`;

function read(key: string): SupportedLocale | null {
  try {
    const value = window.localStorage.getItem(key);
    return isSupportedLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
}

export function browserLocale(): SupportedLocale | null {
  const candidates = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of candidates) {
    const locale = localeFromBrowser(tag);
    if (locale) return locale;
  }
  return null;
}

export interface DetectionInput {
  readonly userId?: string | null;
  /** The signed-in user's language as the API gives it ("ko_KR"). */
  readonly userLanguage?: string | null;
}

export function detectLocale({ userId, userLanguage }: DetectionInput = {}): SupportedLocale {
  if (userId) {
    const stored = read(userKey(userId));
    if (stored) return stored;
    if (userLanguage) return fromGraphqlLocale(userLanguage);
  }
  return read(DEVICE_KEY) ?? browserLocale() ?? FALLBACK_LOCALE;
}

/** Remembers a language chosen on this device, for the user when signed in. */
export function storeLocale(locale: SupportedLocale, userId?: string | null): void {
  write(DEVICE_KEY, locale);
  if (userId) write(userKey(userId), locale);
}
