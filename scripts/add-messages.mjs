// Merges messages into the three locale files in one go, keeping them sorted:
//   node scripts/add-messages.mjs messages.json
// where messages.json is { "en-US": { "id": "text" }, "ko-KR": { ... }, "vi-VN": { ... } }.
// Read, merge and write happen together, so several people adding messages do not lose each other's.
import { readFileSync, writeFileSync } from 'node:fs';

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [locale, messages] of Object.entries(additions)) {
  const path = new URL(`../client/src/i18n/locales/${locale}.json`, import.meta.url);
  const merged = { ...JSON.parse(readFileSync(path, 'utf8')), ...messages };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${locale}: ${Object.keys(messages).length} messages merged`);
}
