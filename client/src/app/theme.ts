import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, luminance, shade } from '../components/category/colors';

/**
 * Quarter's one theme (DESIGN.md): a calm indigo primary, cool neutral greys, small radii and a
 * dense type scale; a Korean-first font stack with no webfont download. Vietnamese pages switch to
 * a Latin-first stack in global.css so that diacritics are drawn by the same font as their letters.
 */

const brand: MantineColorsTuple = [
  '#eef2ff',
  '#dfe6fe',
  '#bccbfb',
  '#96adf7',
  '#7692f3',
  '#6281f1',
  '#5677f0',
  '#4766d6',
  '#3d5ac0',
  '#2f4ca9',
];

const gray: MantineColorsTuple = [
  '#f8f9fb',
  '#f1f3f6',
  '#e6e9ef',
  '#d6dbe3',
  '#b4bcc8',
  // Shade 5 is the muted text (placeholders, "not set", hints): dark enough to read at AA (4.5:1) on
  // white and on gray 0; it was #8a94a3 (3.1:1).
  '#687281',
  '#646e7e',
  '#4a5362',
  '#343b47',
  '#1f242c',
];

/** WCAG AA for normal text (1.4.3). */
const AA_TEXT = 4.5;

/** `hex`, darkened towards black only as far as it needs to read at AA on `background`. */
export function readableOn(hex: string, background: string): string {
  for (let step = 0; step <= 40; step += 1) {
    const candidate = shade(hex, step / 40);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return '#000000';
}

/** The darker of two colours. */
const darker = (a: string, b: string): string => (luminance(a) <= luminance(b) ? a : b);

/** The light surfaces coloured text sits on: a form in brand 0; tinted ones: a selected range in brand 1. */
const LIGHT_SURFACE = brand[0];
const TINTED_SURFACE = brand[1];

/**
 * Mantine's stock palettes with the text shades held to WCAG 2.2 AA: the one place colour contrast
 * is fixed (DESIGN.md: darken the token, not each component). Shade 7 is the filled colour behind
 * white text (buttons, badges, the bell's count) and coloured text on white, the palette's own
 * shade 0 and brand 0; shade 8 is coloured text on tinted surfaces (its own shade 1, a selected range in brand 1);
 * shade 9 is the text of light badges (status, roles, core values) on shade 1. Several stock shades
 * fall below 4.5:1 (yellow, orange, green, teal, lime, red: yellow 9 on yellow 1 was 2.7:1); each is
 * darkened just enough, so the hues stay those of the design.
 */
export function accessiblePalette(stock: readonly string[]): MantineColorsTuple {
  const [s0, s1] = [stock[0] as string, stock[1] as string];
  const tinted = darker(s1, TINTED_SURFACE);
  const s7 = readableOn(stock[7] as string, darker(s0, LIGHT_SURFACE));
  const s8 = darker(readableOn(stock[8] as string, tinted), shade(s7, 0.08));
  const s9 = darker(readableOn(stock[9] as string, s1), shade(s8, 0.08));
  return [...stock.slice(0, 7), s7, s8, s9] as unknown as MantineColorsTuple;
}

const stockColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark' && name !== 'gray')
    .map(([name, palette]) => [name, accessiblePalette(palette)]),
);

export const FONT_STACK =
  "Pretendard, 'Pretendard Variable', 'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Layout constants (spec 2 section 9). */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 56;
export const HEADER_HEIGHT = 43;
export const LAYOUT_VIEWPORT_WIDTH = 1024;
export const MODAL_Z_INDEX = 300;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { ...stockColors, brand, gray },
  fontFamily: FONT_STACK,
  fontFamilyMonospace: "'D2Coding', 'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '28px', lineHeight: '1.3' },
      h2: { fontSize: '22px', lineHeight: '1.35' },
      h3: { fontSize: '18px', lineHeight: '1.4' },
      h4: { fontSize: '16px', lineHeight: '1.45' },
      h5: { fontSize: '14px', lineHeight: '1.5' },
      h6: { fontSize: '13px', lineHeight: '1.5' },
    },
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
  spacing: { xs: '6px', sm: '10px', md: '14px', lg: '20px', xl: '28px' },
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // prefers-reduced-motion turns Mantine's transitions off (global.css does the same for our own CSS).
  respectReducedMotion: true,
  focusRing: 'auto',
  components: {
    Modal: { defaultProps: { zIndex: MODAL_Z_INDEX, centered: true } },
    Button: { defaultProps: { size: 'sm' } },
    // Required fields keep `required` (and aria-required) but show no asterisk inside the <label>:
    // the label text then is exactly the field's name, which is what people and tests look for.
    TextInput: { defaultProps: { size: 'sm', withAsterisk: false } },
    PasswordInput: { defaultProps: { size: 'sm', withAsterisk: false } },
    Select: { defaultProps: { size: 'sm', withAsterisk: false } },
    NativeSelect: { defaultProps: { size: 'sm', withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    InputWrapper: { defaultProps: { withAsterisk: false } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 250 } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Mantine's colour variables that do not come from a shade 7 to 9: errors are drawn in red 6 (3.3:1
 * on white), so they take red 8, which the palette above keeps readable.
 */
export const accessibleColors: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
