import type { SupportedLocale } from '@domain/locale';

/**
 * emoji-mart (the picker, a web component) and its data are heavy: they are fetched by dynamic
 * import when a picker opens (or is about to: the add button's hover), in chunks of their own,
 * never in the main bundle. The data comes from @emoji-mart/data, never from emoji-mart's CDN.
 */

/** emoji-mart's names of the product's languages (its i18n files: @emoji-mart/data/i18n/<lang>.json). */
export type PickerLanguage = 'ko' | 'en' | 'vi';

const LANGUAGE: Readonly<Record<SupportedLocale, PickerLanguage>> = {
  'ko-KR': 'ko',
  'en-US': 'en',
  'vi-VN': 'vi',
};

/** The picker's language for the interface locale; English for anything else. */
export function pickerLanguage(locale: string): PickerLanguage {
  return Object.prototype.hasOwnProperty.call(LANGUAGE, locale) ? LANGUAGE[locale as SupportedLocale] : 'en';
}

/** Spelled out one by one, so that the bundler makes one small chunk of each and no other. */
const I18N: Readonly<Record<PickerLanguage, () => Promise<{ default: unknown }>>> = {
  ko: () => import('@emoji-mart/data/i18n/ko.json'),
  en: () => import('@emoji-mart/data/i18n/en.json'),
  vi: () => import('@emoji-mart/data/i18n/vi.json'),
};

/** The constructor of emoji-mart's picker element; its props are emoji-mart's (Picker.Props). */
export type PickerConstructor = new (props: Record<string, unknown>) => HTMLElement;

export interface EmojiMart {
  readonly Picker: PickerConstructor;
  readonly data: unknown;
  readonly i18n: unknown;
}

let core: Promise<{ Picker: PickerConstructor; data: unknown }> | null = null;
const texts = new Map<PickerLanguage, Promise<unknown>>();

/** Remembered while it works; a failure is forgotten, so that a retry fetches again. */
function remembered<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
  const pending = load();
  pending.catch(forget);
  return pending;
}

/** The picker, the emoji data and the words of `language`, each fetched once. */
export function loadEmojiMart(language: PickerLanguage): Promise<EmojiMart> {
  core ??= remembered(
    async () => {
      const [module, data] = await Promise.all([import('emoji-mart'), import('@emoji-mart/data')]);
      return { Picker: module.Picker as unknown as PickerConstructor, data: data.default };
    },
    () => (core = null),
  );
  let words = texts.get(language);
  if (!words) {
    words = remembered(
      () => I18N[language]().then((module) => module.default),
      () => texts.delete(language),
    );
    texts.set(language, words);
  }
  return Promise.all([core, words]).then(([{ Picker, data }, i18n]) => ({ Picker, data, i18n }));
}

/** Starts fetching before the picker opens (a hover or focus on its button); errors wait for the opening. */
export function preloadEmojiMart(language: PickerLanguage): void {
  loadEmojiMart(language).catch(() => undefined);
}
