import { describe, expect, it } from 'vitest';
import { priorityColors, statusColors } from '../components/work-item/colors';
import { contrastRatio } from '../components/category/colors';
import { readableOn, theme } from './theme';

const colors = theme.colors as Record<string, readonly string[]>;

describe('theme colours at WCAG 2.2 AA', () => {
  it('darkens a colour only as far as it needs', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(contrastRatio(readableOn('#fab005', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the text shades of every palette readable: 7 and 8 on white and shade 0, 8 on tints, 9 on shade 1', () => {
    for (const [name, palette] of Object.entries(colors)) {
      if (name === 'dark') continue;
      const [s0, s1, s7, s8, s9] = [palette[0], palette[1], palette[7], palette[8], palette[9]] as string[];
      for (const text of [s7, s8]) {
        expect(contrastRatio(text!, '#ffffff'), `${name} on white`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(text!, s0!), `${name} on its shade 0`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(text!, colors.brand![0]!), `${name} on brand 0`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(s8!, s1!), `${name} 8 on its shade 1`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s8!, colors.brand![1]!), `${name} 8 on brand 1`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s9!, s1!), `${name} 9 on 1`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws the status and priority badges (light: shade 9 on shade 1) readably', () => {
    for (const color of [...Object.values(statusColors), ...Object.values(priorityColors)]) {
      const palette = colors[color]!;
      expect(contrastRatio(palette[9]!, palette[1]!), color).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[7]!, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps muted text (gray 5) readable on white and gray 0', () => {
    expect(contrastRatio(colors.gray![5]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.gray![5]!, colors.gray![0]!)).toBeGreaterThanOrEqual(4.5);
  });
});
