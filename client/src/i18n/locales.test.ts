import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { localeFolders, type Catalog } from './localeFiles';

/**
 * The locale files hold every message id used in the source, none empty, as valid ICU messages
 * with the same arguments; en-US matches the English defaults in the code; Korean and Vietnamese
 * are real translations, not copies of the English text. The messages of a locale are spread over
 * i18n/locales/<locale>.json (shared) and features/<area>/locales/<locale>.json (each feature's
 * own), as i18n/messages.ts loads them: together they are the locale's catalogue, and an id is
 * defined in one file only.
 */

const here = dirname(fileURLToPath(import.meta.url));
const srcRoot = join(here, '..');
const LOCALES = ['ko-KR', 'en-US', 'vi-VN'] as const;
type Locale = (typeof LOCALES)[number];

/** Per folder and locale, the file's own messages. */
const files = localeFolders().map(({ folder, read }) => ({
  folder,
  catalogs: Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<Locale, Catalog>,
}));

/** Per locale, every file's messages together (what the app loads). */
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...files.map((file) => file.catalogs[locale])) as Catalog]),
) as Record<Locale, Catalog>;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // gql/ is generated; graphiql/ is an English-only developer tool.
      if (entry.name !== 'gql' && entry.name !== 'graphiql' && entry.name !== 'locales') out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

// Message ids are dotted ("auth.login.title"): `id: '...'`, `id: "..."` or `id="..."`.
const ID_PATTERN = /\bid(?:=|:\s*)(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\1/g;
const ID_WITH_DEFAULT =
  /\bid(?:=|:\s*)(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\1\s*,?\s*defaultMessage(?:=|:\s*)\{?\s*(['"`])((?:\\.|(?!\3)[\s\S])*)\3/g;

interface SourceMessage {
  readonly file: string;
  readonly defaultMessage: string | null;
}

function collectSourceMessages(): Map<string, SourceMessage[]> {
  const found = new Map<string, SourceMessage[]>();
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    const name = relative(srcRoot, file);
    const defaults = new Map<string, string>();
    for (const match of text.matchAll(ID_WITH_DEFAULT)) {
      defaults.set(match[2] as string, (match[4] as string).replace(/\\(['"`\\])/g, '$1'));
    }
    for (const match of text.matchAll(ID_PATTERN)) {
      const id = match[2] as string;
      const list = found.get(id) ?? [];
      list.push({ file: name, defaultMessage: defaults.get(id) ?? null });
      found.set(id, list);
    }
  }
  return found;
}

const sourceMessages = collectSourceMessages();

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('locale files', () => {
  it('finds the message ids of the source', () => {
    expect(sourceMessages.size).toBeGreaterThan(100);
  });

  it("finds the shared and the features' locale files", () => {
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Object.keys(file.catalogs['en-US']).length, file.folder).toBeGreaterThan(0);
  });

  it('defines each id in one file only', () => {
    const twice: string[] = [];
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const file of files) {
        for (const id of Object.keys(file.catalogs[locale])) {
          const first = seen.get(id);
          if (first !== undefined) twice.push(`${locale} ${id}: ${first} and ${file.folder}`);
          else seen.set(id, file.folder);
        }
      }
    }
    expect(twice).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every id is a non-empty string, and each file has every id of its siblings`, () => {
      const missing: string[] = [];
      const empty: string[] = [];
      for (const file of files) {
        const catalog = file.catalogs[locale];
        const allIds = new Set(LOCALES.flatMap((other) => Object.keys(file.catalogs[other])));
        missing.push(...[...allIds].filter((id) => !(id in catalog)).map((id) => `${file.folder}: ${id}`));
        empty.push(
          ...Object.entries(catalog)
            .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
            .map(([id]) => `${file.folder}: ${id}`),
        );
      }
      expect(missing, `missing in ${locale}`).toEqual([]);
      expect(empty, `empty in ${locale}`).toEqual([]);
    });

    it(`${locale}: every id used in the source is present`, () => {
      const catalog = catalogs[locale];
      const absent = [...sourceMessages.keys()].filter((id) => !(id in catalog));
      expect(absent, `ids used in the source but absent from the ${locale}.json files`).toEqual([]);
    });

    it(`${locale}: messages parse and take the same arguments as en-US`, () => {
      const problems: string[] = [];
      for (const [id, text] of Object.entries(catalogs[locale])) {
        const english = catalogs['en-US'][id];
        try {
          const own = [...argumentsOf(parse(String(text)))].sort();
          const reference = typeof english === 'string' ? [...argumentsOf(parse(english))].sort() : own;
          if (own.join() !== reference.join()) problems.push(`${id}: {${own.join()}} vs en-US {${reference.join()}}`);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('has no id that the source no longer uses', () => {
    const stale = Object.keys(catalogs['en-US']).filter((id) => !sourceMessages.has(id));
    expect(stale).toEqual([]);
  });

  it('en-US equals the English defaults written in the source, and each id has one default', () => {
    const problems: string[] = [];
    for (const [id, uses] of sourceMessages) {
      const defaults = new Set(uses.map((use) => use.defaultMessage).filter((text): text is string => text !== null));
      if (defaults.size > 1) problems.push(`${id}: different defaults in ${uses.map((use) => use.file).join(', ')}`);
      const [english] = [...defaults];
      if (english !== undefined && catalogs['en-US'][id] !== english) {
        problems.push(`${id}: the en-US files say "${String(catalogs['en-US'][id])}", the source says "${english}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('Korean messages are written in Korean', () => {
    // Ids whose text is the same in every language (names, codes, examples).
    const sameEverywhere = new Set([
      'auth.field.emailPlaceholder',
      'settings.field.mbti',
      'settings.tab.api',
      'planner.grid.rowWithBlock',
      'planner.block.more',
    ]);
    const notKorean = Object.entries(catalogs['ko-KR'])
      .filter(([id, text]) => !sameEverywhere.has(id) && !/[\uac00-\ud7a3]/.test(String(text)))
      .map(([id]) => id);
    expect(notKorean).toEqual([]);
  });

  it('Vietnamese messages are translated, not copied from English', () => {
    const sameEverywhere = new Set([
      'auth.field.email',
      'settings.field.email',
      'settings.field.mbti',
      'settings.tab.api',
      'planner.grid.rowWithBlock',
      'planner.block.more',
    ]);
    const copied = Object.entries(catalogs['vi-VN'])
      .filter(([id, text]) => !sameEverywhere.has(id) && text === catalogs['en-US'][id])
      .map(([id]) => id);
    expect(copied).toEqual([]);
  });
});
