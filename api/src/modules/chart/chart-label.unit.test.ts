import { describe, expect, it } from 'vitest';
import { wrapLabel } from './chart-label.js';

describe('a bar label', () => {
  it('stays one line when it fits', () => {
    expect(wrapLabel('Beta launch', 200, 11)).toEqual(['Beta launch']);
  });

  it('breaks between words, every word kept, each line inside the width', () => {
    const label = 'Kế hoạch ra mắt sản phẩm mới quý 4 cho thị trường Việt Nam';
    const lines = wrapLabel(label, 120, 11);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(label);
    // 120 px at 0.8 x 11 px a character: at most 13 characters a line.
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(13);
  });

  it('counts Hangul as full width and cuts a word longer than a line', () => {
    expect(wrapLabel('고객인터뷰및사용성테스트결과정리', 55, 11)).toEqual([
      '고객인터뷰',
      '및사용성테',
      '스트결과정',
      '리',
    ]);
  });
});
