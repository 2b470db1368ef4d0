/**
 * Hashtags of a chat message (spec 3 section 5): a `#` followed by text, up to a double space, a line
 * break or the end. The `#` starts a word (the text's start or after white space, so "C#" or
 * "issue#12" are no tags) and is followed by something other than white space; white space at the
 * tag's end stays outside it. Only display: the user's bubble highlights them.
 */
export interface TextSegment {
  readonly text: string;
  readonly hashtag: boolean;
}

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);

/** Where the tag that starts at `start` (a `#`) ends: the index of its double space, line break or the text's end, white space before it left out. */
function tagEnd(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r' && !(text[end] === ' ' && text[end + 1] === ' '))
    end += 1;
  while (end > start + 1 && isSpace(text[end - 1])) end -= 1;
  return end;
}

/** The text cut into plain runs and hashtags, in order; joined again they give the text back. */
export function splitHashtags(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plainFrom = 0;
  let index = 0;
  while (index < text.length) {
    const startsTag =
      text[index] === '#' &&
      (index === 0 || isSpace(text[index - 1])) &&
      index + 1 < text.length &&
      !isSpace(text[index + 1]);
    if (!startsTag) {
      index += 1;
      continue;
    }
    const end = tagEnd(text, index);
    if (index > plainFrom) segments.push({ text: text.slice(plainFrom, index), hashtag: false });
    segments.push({ text: text.slice(index, end), hashtag: true });
    plainFrom = end;
    index = end;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), hashtag: false });
  return segments;
}

/** The hashtags of a text, as written ("#치과 예약"). */
export const hashtagsOf = (text: string): string[] =>
  splitHashtags(text)
    .filter((segment) => segment.hashtag)
    .map((segment) => segment.text);
