// Merges messages into the three locale files of one folder in one go, keeping them sorted:
//   node scripts/add-messages.mjs messages.json [feature]
// where messages.json is { "en-US": { "id": "text" }, "ko-KR": { ... }, "vi-VN": { ... } }, and
// feature names client/src/features/<feature>/locales (without it: the shared client/src/i18n/locales).
// Read, merge and write happen together, so several people adding messages do not lose each other's.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [file, feature] = process.argv.slice(2);
const folder = new URL(
  feature ? `../client/src/features/${feature}/locales/` : '../client/src/i18n/locales/',
  import.meta.url,
);
if (feature && !existsSync(new URL('..', folder))) throw new Error(`no feature folder client/src/features/${feature}`);
mkdirSync(folder, { recursive: true });
const additions = JSON.parse(readFileSync(file, 'utf8'));
for (const [locale, messages] of Object.entries(additions)) {
  const path = new URL(`${locale}.json`, folder);
  const merged = { ...(existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}), ...messages };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${locale}: ${Object.keys(messages).length} messages merged into ${path.pathname}`);
}
