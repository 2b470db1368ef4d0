import { describe, expect, it } from 'vitest';
import { foldedMatchRanges, foldText } from './folded-match.js';

const marked = (text: string, search: string) =>
  foldedMatchRanges(text, search).map(([start, end]) => text.slice(start, end));

describe('folded matches', () => {
  it('fold Vietnamese accents, đ and case', () => {
    expect(foldText('Kế hoạch RA MẮT, Đường đi')).toBe('ke hoach ra mat, duong di');
  });

  it('mark the accented text a search without accents found', () => {
    expect(marked('Kế hoạch ra mắt sản phẩm', 'ke hoach ra mat')).toEqual(['Kế hoạch ra mắt']);
    expect(marked('Viết KẾ HOẠCH', 'kê hoach')).toEqual(['KẾ HOẠCH']);
    expect(marked('Đường dài', 'duong')).toEqual(['Đường']);
  });

  it('mark every occurrence, Korean and decomposed input included', () => {
    expect(marked('주간 회의와 회의록', '회의')).toEqual(['회의', '회의']);
    expect(marked('Ke\u0302\u0301 hoa\u0323ch', 'ke hoach')).toEqual(['Ke\u0302\u0301 hoa\u0323ch']);
    expect(marked('😀 Quý 😀 quy', 'quy')).toEqual(['Quý', 'quy']);
    expect(marked('Que\u0302', 'que')).toEqual(['Que\u0302']);
  });

  it('mark nothing for an empty search or no match', () => {
    expect(foldedMatchRanges('Kế hoạch', '  ')).toEqual([]);
    expect(foldedMatchRanges('Kế hoạch', 'xyz')).toEqual([]);
  });
});
