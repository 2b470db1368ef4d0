import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#8a94a3',
  '#646e7e',
  '#4a5362',
  '#343b47',
  '#1f242c',
];

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
  colors: { brand, gray },
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
