import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupportedLocale } from '@domain/locale';

/**
 * The locale files as they sit on disk, for tests (Node only; the app loads them through
 * messages.ts): i18n/locales/<locale>.json for the shared messages, then
 * features/<area>/locales/<locale>.json for each feature's own.
 */

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export type Catalog = Record<string, unknown>;

export interface LocaleFolder {
  /** The folder, relative to client/src. */
  readonly folder: string;
  readonly read: (locale: SupportedLocale) => Catalog;
}

export function localeFolders(): LocaleFolder[] {
  const featuresRoot = join(srcRoot, 'features');
  const features = readdirSync(featuresRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(featuresRoot, entry.name, 'locales')))
    .map((entry) => join(featuresRoot, entry.name, 'locales'));
  return [join(srcRoot, 'i18n', 'locales'), ...features].map((folder) => ({
    folder: relative(srcRoot, folder),
    read: (locale) => {
      const file = join(folder, `${locale}.json`);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
    },
  }));
}

/** A locale's whole catalogue: every file of that locale together, without the en-US fallback. */
export function readLocaleCatalog(locale: SupportedLocale): Catalog {
  return Object.assign({}, ...localeFolders().map((folder) => folder.read(locale))) as Catalog;
}
