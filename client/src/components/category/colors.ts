// Category colours on screen: a light tint of the category colour behind dark text keeps WCAG AA contrast.

function channels(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '6b7280';
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour mixed with white: `amount` 0 is white, 1 the colour itself. */
export function tint(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => 255 - (255 - c) * amount));
}

/** The colour mixed with black: `amount` 0 is the colour, 1 black. */
export function shade(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)));
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a planner block: near black. */
export const CATEGORY_TEXT = '#1f2328';

/** The colours of a block or chip of one category: tinted background, full-colour edge, dark text. */
export function categorySurface(hex: string): { background: string; border: string; text: string } {
  return { background: tint(hex, 0.2), border: hex, text: CATEGORY_TEXT };
}
