import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { STALE_TIME_MS } from '../apollo/client';

/**
 * Refetch of active queries when the window regains focus (spec 2 section 9), for data older than
 * the stale time (300000 ms), the way the spec's query cache behaves.
 */
export function useRefetchOnFocus(enabled: boolean): void {
  const client = useApolloClient();

  useEffect(() => {
    if (!enabled) return;
    let lastRefetch = Date.now();
    const onFocus = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastRefetch < STALE_TIME_MS) return;
      lastRefetch = Date.now();
      void client.refetchObservableQueries().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [client, enabled]);
}
