import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFETCH_DEBOUNCE_MS, useDebouncedRefetch } from './useDebouncedRefetch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let fire: () => void = () => undefined;
function Probe({ refetch }: { readonly refetch: () => void }) {
  fire = useDebouncedRefetch(refetch);
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a live view', () => {
  it('refetches once per burst of events, 300 ms after the last, and not after it is gone', () => {
    const refetch = vi.fn();
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe refetch={refetch} />));
    for (let i = 0; i < 5; i += 1) {
      fire();
      vi.advanceTimersByTime(100);
    }
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_REFETCH_DEBOUNCE_MS - 100);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(LIVE_REFETCH_DEBOUNCE_MS).toBe(300);

    fire();
    act(() => root.unmount());
    vi.advanceTimersByTime(LIVE_REFETCH_DEBOUNCE_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
