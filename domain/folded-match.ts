/**
 * Where a search text occurs in a title, accents and case aside, as the API matches it (unaccent then
 * lower case in PostgreSQL): "ke hoach" marks "Kế hoạch" in "Kế hoạch ra mắt". Accents are folded by
 * Unicode decomposition (the marks dropped) plus the letters that do not decompose (Vietnamese đ, a few
 * others of unaccent's rules); a letter unaccent spells with two (æ) folds to itself here, so such a
 * hit is found but not marked.
 */

const NON_DECOMPOSING: Record<string, string> = {
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
};

/** One character folded: its base letter without marks, in lower case (Hangul syllables stay whole). */
const foldChar = (char: string): string =>
  (NON_DECOMPOSING[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();

/** A text folded as the search folds it. */
export const foldText = (text: string): string => [...text].map(foldChar).join('');

/**
 * The ranges [start, end) of `text` (UTF-16 offsets) where `search` occurs once both are folded, left
 * to right and not overlapping; none for an empty search.
 */
export function foldedMatchRanges(text: string, search: string): [number, number][] {
  const needle = foldText(search.trim());
  if (!needle) return [];
  // The folded text, and for each of its UTF-16 units the offset in `text` of the character it came from.
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = foldChar(char);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origin.push(offset);
    offset += char.length;
  }
  origin.push(text.length);
  const ranges: [number, number][] = [];
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    // The range ends after the character of its last unit and the marks that follow it.
    const start = origin[at]!;
    const last = origin[at + needle.length - 1]!;
    ranges.push([start, last + /^.\p{M}*/su.exec(text.slice(last))![0].length]);
  }
  return ranges;
}
