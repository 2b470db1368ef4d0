const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The one letter of a person's avatar (issue 13): the first character of the name as written,
 * upper-cased ("김하늘" -> "김", "Alex Morgan" -> "A", "Nguyễn Thị Hương" -> "N"); "?" when blank.
 * A whole character, never half of one (a letter with its combining marks, an emoji).
 */
export function initialOf(name: string | null | undefined): string {
  const first = graphemes
    .segment((name ?? '').trim())
    [Symbol.iterator]()
    .next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}

/** The first letter of a workspace or team name, upper-cased, for its square avatar; "?" when blank. */
export function firstLetterOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
