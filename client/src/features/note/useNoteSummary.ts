import { useQuery } from '@apollo/client/react';
import { NoteSummaryDocument } from './operations';

/**
 * noteSummary, asked from the network each time (the note may have changed since): `summary` is
 * '' for an empty note and null while loading or after an error.
 */
export function useNoteSummary(noteId: string) {
  const { data, error, loading, refetch } = useQuery(NoteSummaryDocument, {
    variables: { id: noteId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  return {
    summary: loading || error ? null : (data?.noteSummary ?? null),
    loading,
    error: loading ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
  };
}
