/**
 * Locales of the product (spec 2 section 9): ko-KR is the default, en-US the fallback.
 * The client speaks BCP 47 tags ("ko-KR"); the GraphQL enum spells them with an underscore ("ko_KR").
 * Pure functions only: no I/O, no framework.
 */

export const SUPPORTED_LOCALES = ['ko-KR', 'en-US', 'vi-VN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'ko-KR';
export const FALLBACK_LOCALE: SupportedLocale = 'en-US';

/** Time zone used when none is known (spec 2 section 4: default Asia/Seoul). */
export const DEFAULT_TIMEZONE = 'Asia/Seoul';

export type GraphqlLocale = 'ko_KR' | 'en_US' | 'vi_VN';

/** Each language's English name: how an instruction to a language model names it. */
export const LANGUAGE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  'ko-KR': 'Korean',
  'en-US': 'English',
  'vi-VN': 'Vietnamese',
};

const BY_LANGUAGE: Readonly<Record<string, SupportedLocale>> = {
  ko: 'ko-KR',
  en: 'en-US',
  vi: 'vi-VN',
};

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a browser language tag to a supported locale by its language part:
 * "ko", "ko-KR", "ko_kr" -> "ko-KR"; "en-GB" -> "en-US"; "vi" -> "vi-VN".
 * Returns null for a language the product does not speak, so callers can fall through
 * to the next source of the detection order.
 */
export function localeFromBrowser(tag: string | null | undefined): SupportedLocale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return BY_LANGUAGE[language] ?? null;
}

/** "ko-KR" -> "ko_KR" (the GraphQL Locale enum value). */
export function toGraphqlLocale(locale: SupportedLocale): GraphqlLocale {
  return locale.replace('-', '_') as GraphqlLocale;
}

/** "ko_KR" -> "ko-KR"; an unknown value gives the default locale. */
export function fromGraphqlLocale(value: string | null | undefined): SupportedLocale {
  const tag = (value ?? '').replace('_', '-');
  return isSupportedLocale(tag) ? tag : DEFAULT_LOCALE;
}

/** The language part of a locale: "ko-KR" -> "ko" (the user's languageCode). */
export function languageCodeOf(locale: SupportedLocale): 'ko' | 'en' | 'vi' {
  return locale.slice(0, 2) as 'ko' | 'en' | 'vi';
}
