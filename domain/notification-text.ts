/**
 * Text snippets inside notifications (spec 2 sections 5 and 9): titles and names are cut at 20
 * characters plus an ellipsis, with angle brackets replaced by look-alike characters; comment and
 * feedback text is cut at 21 characters with line breaks turned into spaces.
 */

export const TITLE_SNIPPET_LENGTH = 20;
export const TEXT_SNIPPET_LENGTH = 21;
const ELLIPSIS = '…';

/** Counts characters as people see them (a Korean syllable or an emoji is one). */
function cut(value: string, length: number): string {
  const characters = Array.from(value);
  return characters.length > length ? characters.slice(0, length).join('').trimEnd() + ELLIPSIS : value;
}

/** Text a notification shows whole (an announcement): angle brackets replaced by look-alike characters. */
export function plainText(value: string): string {
  return value.replace(/</g, '‹').replace(/>/g, '›');
}

/** A title or a name: "<b>Launch the new onboarding flow</b>" -> "‹b›Launch the new onb…". */
export function titleSnippet(value: string | null | undefined): string {
  return plainText(cut((value ?? '').trim(), TITLE_SNIPPET_LENGTH));
}

/** Comment or feedback text: one line, cut at 21 characters. */
export function textSnippet(value: string | null | undefined): string {
  return cut((value ?? '').replace(/\r?\n|\r/g, ' ').trim(), TEXT_SNIPPET_LENGTH);
}
