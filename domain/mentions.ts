/**
 * Mentions in comment text (spec 1 section 3): an at-sign followed by the user id in brackets,
 * "@[0f8c…]". The text keeps ids, so renaming someone never breaks a mention; clients show names.
 */
const MENTION = /@\[([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/gi;

export const mentionToken = (userId: string): string => `@[${userId}]`;

/** The distinct user ids mentioned in a text, in order of first appearance. */
export function mentionedIds(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((match) => match[1]!.toLowerCase()))];
}

/** Who was added and who was removed between two versions of a text (edits notify only the added). */
export function diffMentions(before: string, after: string): { added: string[]; removed: string[] } {
  const old = new Set(mentionedIds(before));
  const now = new Set(mentionedIds(after));
  return { added: [...now].filter((id) => !old.has(id)), removed: [...old].filter((id) => !now.has(id)) };
}

/** Splits a text into plain parts and mentions, for rendering names in place of ids. */
export function mentionParts(text: string): ({ text: string } | { userId: string })[] {
  const parts: ({ text: string } | { userId: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    if (match.index! > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ userId: match[1]!.toLowerCase() });
    last = match.index! + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Shown as edited when the update date differs from the register date. */
export const isEdited = (registerDate: string | Date, updateDate: string | Date): boolean =>
  new Date(registerDate).getTime() !== new Date(updateDate).getTime();
