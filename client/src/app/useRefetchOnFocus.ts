import { useApolloClient } from '@apollo/client/react';
import { STALE_TIME_MS } from '../apollo/cacheLifetime';
import { useFocusRefetch } from '../apollo/useFocusRefetch';

/**
 * Refetch of active queries when the window regains focus, for data older than the stale time
 * (cacheLifetime.ts).
 */
export function useRefetchOnFocus(enabled: boolean): void {
  const client = useApolloClient();
  useFocusRefetch(() => void client.refetchObservableQueries().catch(() => undefined), STALE_TIME_MS, enabled);
}
