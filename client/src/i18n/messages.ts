import { FALLBACK_LOCALE, type SupportedLocale } from '@domain/locale';

/** Flat {"id": "message"} maps, one file per locale, each loaded on demand as its own chunk. */
export type Messages = Record<string, string>;

const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });

async function loadFile(locale: SupportedLocale): Promise<Messages> {
  const loader = loaders[`./locales/${locale}.json`];
  if (!loader) throw new Error(`No messages for ${locale}`);
  return loader();
}

const cache = new Map<SupportedLocale, Promise<Messages>>();

/** The messages of `locale`, with en-US filling any gap (the fallback locale). */
export function loadMessages(locale: SupportedLocale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending =
      locale === FALLBACK_LOCALE
        ? loadFile(locale)
        : Promise.all([loadFile(FALLBACK_LOCALE), loadFile(locale)]).then(([fallback, own]) => ({
            ...fallback,
            ...Object.fromEntries(Object.entries(own).filter(([, text]) => text.trim() !== '')),
          }));
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

/** Language names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  'ko-KR': '한국어',
  'en-US': 'English',
  'vi-VN': 'Tiếng Việt',
};
