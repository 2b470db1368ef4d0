import { beforeEach, describe, expect, it } from 'vitest';
import { periodKey, readPeriod, rememberPeriod } from './periodMemory';

describe('the to-do period of the feedback form', () => {
  beforeEach(() => window.localStorage.clear());

  it('is a week until one is chosen', () => {
    expect(readPeriod('w1')).toBe('WEEK');
  });

  it('is remembered per workspace', () => {
    rememberPeriod('w1', 'MONTH');
    rememberPeriod('w2', 'TWO_WEEKS');
    expect(readPeriod('w1')).toBe('MONTH');
    expect(readPeriod('w2')).toBe('TWO_WEEKS');
    expect(window.localStorage.getItem(periodKey('w1'))).toBe('MONTH');
  });

  it('ignores a stored value it does not know, and a storage that fails', () => {
    window.localStorage.setItem(periodKey('w1'), 'YEAR');
    expect(readPeriod('w1')).toBe('WEEK');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPeriod('w1', broken)).toBe('WEEK');
    expect(() => rememberPeriod('w1', 'MONTH', broken)).not.toThrow();
  });
});
