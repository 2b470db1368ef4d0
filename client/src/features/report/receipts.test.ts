import { describe, expect, it } from 'vitest';
import { readCount } from './receipts';

describe('readCount', () => {
  it('counts the receivers who read the report among all of them', () => {
    expect(readCount([{ isRead: true }, { isRead: false }, { isRead: true }])).toEqual({ read: 2, total: 3 });
    expect(readCount([])).toEqual({ read: 0, total: 0 });
  });
});
