import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyedDebounce } from './keyed-debounce.js';

describe('KeyedDebounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a burst of calls for one key once, after the quiet time, and keys apart', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const debounce = new KeyedDebounce(500, () => {});
    const record = (label: string) => async () => void runs.push(label);
    debounce.call('a', record('a1'));
    vi.advanceTimersByTime(300);
    debounce.call('a', record('a2'));
    debounce.call('b', record('b1'));
    vi.advanceTimersByTime(499);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['a2', 'b1']);
  });

  it('hands a failing action to the error handler', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    new KeyedDebounce(10, onError).call('a', async () => Promise.reject(new Error('boom')));
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });
});
