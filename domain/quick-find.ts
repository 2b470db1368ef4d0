/**
 * The quick switcher (Ctrl/Cmd+K, issue 13): how typed text becomes a search. Shared by the API (which
 * matches) and the client (which says how much more to type).
 *
 * - Fewer than {@link QUICK_FIND_MIN_LENGTH} characters (after trimming) search nothing: one
 *   character matches a good part of any workspace and tells nothing.
 * - Exactly two characters find people by any part of their name ("서연" finds 박서연: Korean given
 *   names are two syllables), and goals, projects, notes and to-dos by the start of a word of their
 *   title ("회의" finds "주간 회의록"). Both stay index-served or bounded: people are looked for among
 *   the members of the viewer's workspaces, and pg_trgm pads the start of a word, so a word prefix of
 *   two characters still has trigrams ("  회", " 회의") where a bare middle substring has none.
 * - From {@link QUICK_FIND_SUBSTRING_LENGTH} characters, any part of a title or a name matches (a
 *   pg_trgm GIN index serves `LIKE '%text%'`).
 * - Case and accents do not count: "ke hoach" finds "Kế hoạch", "duong" finds "Đường" (both sides folded
 *   by PostgreSQL's unaccent; folded-match.ts marks what was found).
 */
export const QUICK_FIND_MIN_LENGTH = 2;
export const QUICK_FIND_SUBSTRING_LENGTH = 3;
/** Hits of each kind at most (the `size` argument's default and maximum). */
export const QUICK_FIND_DEFAULT_SIZE = 5;
export const QUICK_FIND_MAX_SIZE = 10;

export const QUICK_FIND_KINDS = ['GOAL', 'PROJECT', 'NOTE', 'TODO', 'PERSON'] as const;
export type QuickFindKind = (typeof QUICK_FIND_KINDS)[number];

/** How items other than people match the text: nothing yet, the start of a word, or any part. */
export type QuickFindMatch = 'none' | 'word-prefix' | 'substring';

/** The text as searched: trimmed, inner runs of white space as one space. */
export const quickFindText = (typed: string): string => typed.trim().replace(/\s+/g, ' ');

/** How items (goals, projects, notes, to-dos) match a text; people match any part from the minimum length. */
export function quickFindMatch(typed: string): QuickFindMatch {
  const length = [...quickFindText(typed)].length;
  if (length < QUICK_FIND_MIN_LENGTH) return 'none';
  return length < QUICK_FIND_SUBSTRING_LENGTH ? 'word-prefix' : 'substring';
}
