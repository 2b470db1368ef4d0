import { BASIC_CATEGORIES } from '@domain/categories';
import { describe, expect, it } from 'vitest';
import { categorySurface, contrastRatio, shade, tint } from './colors';

describe('category colours', () => {
  it('mixes with white and black', () => {
    expect(tint('#3B6FE0', 0)).toBe('#ffffff');
    expect(tint('#3B6FE0', 1)).toBe('#3b6fe0');
    expect(shade('#3B6FE0', 1)).toBe('#000000');
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('keeps block text at AA contrast (4.5:1) on every basic category', () => {
    for (const category of BASIC_CATEGORIES) {
      const surface = categorySurface(category.color);
      expect(contrastRatio(surface.text, surface.background), category.name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
