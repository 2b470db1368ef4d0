import { useApolloClient } from '@apollo/client/react';
import { STALE_TIME_MS } from '../apollo/client';
import { useFocusRefetch } from '../apollo/useFocusRefetch';

/**
 * Refetch of active queries when the window regains focus (spec 2 section 9), for data older than
 * the stale time (300000 ms), the way the spec's query cache behaves.
 */
export function useRefetchOnFocus(enabled: boolean): void {
  const client = useApolloClient();
  useFocusRefetch(() => void client.refetchObservableQueries().catch(() => undefined), STALE_TIME_MS, enabled);
}
