import { describe, expect, it } from 'vitest';
import { quickFindMatch, quickFindText } from './quick-find.js';

describe('quick find text', () => {
  it('is trimmed, with inner white space as one space', () => {
    expect(quickFindText('  주간   회의 \n')).toBe('주간 회의');
  });

  it('searches nothing below two characters, word starts at two, any part from three', () => {
    expect(quickFindMatch('')).toBe('none');
    expect(quickFindMatch('  서 ')).toBe('none');
    expect(quickFindMatch('서연')).toBe('word-prefix');
    expect(quickFindMatch(' ab ')).toBe('word-prefix');
    expect(quickFindMatch('박서연')).toBe('substring');
    expect(quickFindMatch('a b')).toBe('substring');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(quickFindMatch('😀')).toBe('none');
    expect(quickFindMatch('😀😀')).toBe('word-prefix');
  });
});
