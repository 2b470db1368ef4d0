/**
 * Mention suggestions open while the caret is right after "@" and a few letters (spec 1 section 2):
 * the "@" starts the text or follows a space, and the letters hold no line break. A name may hold a
 * single space ("Kim M"), but a query ending in a space is finished (the caret is past an inserted name).
 */
export interface MentionTrigger {
  /** Index of the "@". */
  readonly start: number;
  /** What was typed after the "@", up to the caret. */
  readonly query: string;
}

export const MENTION_QUERY_MAX = 40;

export function findMentionTrigger(text: string, caret: number): MentionTrigger | null {
  const before = text.slice(0, Math.max(0, Math.min(caret, text.length)));
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  if (query.length > MENTION_QUERY_MAX) return null;
  if (/[\r\n@[\]]/.test(query) || /\s$/.test(query) || /\s\s/.test(query) || /^\s/.test(query)) return null;
  return { start: at, query };
}

/** The text with "@query" at the caret replaced by "@Name " and the caret just after it. */
export function insertMention(
  text: string,
  trigger: MentionTrigger,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, trigger.start) + inserted + after, caret: trigger.start + inserted.length };
}
