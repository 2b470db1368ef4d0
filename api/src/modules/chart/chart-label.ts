/**
 * Bar labels are written whole, on lines above their bars, never cut to an ellipsis. Without a canvas
 * vega lays text out at 0.8 of the font size per UTF-16 unit, and the plot shrinks when a line looks
 * wider than it; Hangul and other full-width characters are drawn about as wide as the font size. A
 * line is kept under the larger of the two, so it fits both vega's layout and the drawn picture.
 */
const FULL_WIDTH = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
const VEGA_ESTIMATE = 0.8;

const charWidth = (char: string, fontSize: number) =>
  FULL_WIDTH.test(char) ? fontSize : fontSize * VEGA_ESTIMATE * char.length;
const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, char) => sum + charWidth(char, fontSize), 0);

/** A word wider than a line, cut into pieces that fit (long URLs, Korean written without spaces). */
function pieces(word: string, maxWidth: number, fontSize: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, fontSize) > maxWidth) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...out, piece] : out;
}

/** The label as lines no wider than maxWidth, broken between words where it can be. */
export function wrapLabel(label: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label
    .trim()
    .split(/\s+/u)
    .flatMap((w) => pieces(w, maxWidth, fontSize))) {
    const joined = line ? `${line} ${word}` : word;
    if (line && textWidth(joined, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  return line ? [...lines, line] : lines.length > 0 ? lines : [''];
}
