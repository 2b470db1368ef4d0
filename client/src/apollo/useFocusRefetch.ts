import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` when the window comes back into view, at most once per `staleMs` (the stale time
 * of what it reloads). The latest `refetch` is called, without resubscribing to the window's events.
 */
export function useFocusRefetch(refetch: () => void, staleMs: number, enabled = true): void {
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(() => {
    if (!enabled) return;
    let lastRefetch = Date.now();
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastRefetch < staleMs) return;
      lastRefetch = Date.now();
      latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [staleMs, enabled]);
}
