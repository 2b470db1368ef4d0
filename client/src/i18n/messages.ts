import type { SupportedLocale } from '@domain/locale';

/**
 * Flat {"id": "message"} maps: the shared ones in i18n/locales/<locale>.json and each feature's own
 * in features/<area>/locales/<locale>.json. A locale's files are loaded together, on demand (the
 * build puts each locale's files in one chunk: vite.config.ts).
 */
export type Messages = Record<string, string>;

const loaders = import.meta.glob<Messages>(['./locales/*.json', '../features/*/locales/*.json'], { import: 'default' });

function loadersOf(locale: SupportedLocale): (() => Promise<Messages>)[] {
  return Object.entries(loaders)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, load]) => load);
}

async function loadFiles(locale: SupportedLocale): Promise<Messages> {
  const files = loadersOf(locale);
  if (files.length === 0) throw new Error(`No messages for ${locale}`);
  const parts = await Promise.all(files.map((load) => load()));
  return Object.assign({}, ...parts) as Messages;
}

const cache = new Map<SupportedLocale, Promise<Messages>>();

/**
 * The messages of `locale`, and only those: the locale test keeps every locale complete, and an id
 * missing all the same shows the English default written in the source, so a Korean page loads no
 * English catalogue beside its own.
 */
export function loadMessages(locale: SupportedLocale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = loadFiles(locale);
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
