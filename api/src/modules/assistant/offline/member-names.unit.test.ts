import { describe, expect, it } from 'vitest';
import { memberIn } from './member-names.js';

const MEMBERS = [
  '김도윤',
  '박서연',
  'Priya Natarajan',
  'Mark Lee',
  'Nguyễn Thị Hương',
  'Trần Minh Anh',
  'Lê Văn Nam',
  'Phạm Thị Mai',
];

describe('a colleague named without a marker', () => {
  it('is found by the full name in any case, or by the name people are called by', () => {
    expect(memberIn('도윤 오늘 뭐 해?', MEMBERS)).toBe('김도윤');
    expect(memberIn('서연이 내일 일정', MEMBERS)).toBe('박서연');
    expect(memberIn('priya natarajan today', MEMBERS)).toBe('Priya Natarajan');
    expect(memberIn('what is priya doing', MEMBERS)).toBe('Priya Natarajan');
    expect(memberIn('Hôm nay Hương làm gì?', MEMBERS)).toBe('Nguyễn Thị Hương');
    expect(memberIn('lịch trần minh anh thứ 6', MEMBERS)).toBe('Trần Minh Anh');
  });

  it('is not a common word written small, nor part of another word', () => {
    expect(memberIn('anh ấy có lịch gì', MEMBERS)).toBeNull();
    expect(memberIn('ngày mai có việc gì', MEMBERS)).toBeNull();
    expect(memberIn('văn bản hôm nay', MEMBERS)).toBeNull();
    expect(memberIn('mark it done today', MEMBERS)).toBeNull();
    expect(memberIn('Mark today?', MEMBERS)).toBe('Mark Lee');
    expect(memberIn('Priyanka today', MEMBERS)).toBeNull();
  });

  it('gives the name as said when several members are called so, for the engine to ask which', () => {
    expect(memberIn('Minh Anh hôm nay', [...MEMBERS, 'Đỗ Minh Anh'])).toBe('Minh Anh');
    expect(memberIn('도윤 오늘', [...MEMBERS, '이도윤'])).toBe('도윤');
  });
});
