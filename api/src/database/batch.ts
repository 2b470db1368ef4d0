/** Helpers for DataLoader batch functions, which must answer in the order of the keys they were given. */

/** Orders rows by the requested ids, with null where a row is missing. */
export function byIds<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Groups rows under the requested keys, in key order, with an empty list where none match. */
export function groupedBy<T>(rows: T[], keyOf: (row: T) => string, keys: readonly string[]): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** "a|b" keys for loaders keyed by two ids. */
export const pairKey = (first: string, second: string) => `${first}|${second}`;
export const splitPairs = (keys: readonly string[]) => keys.map((key) => key.split('|') as [string, string]);
