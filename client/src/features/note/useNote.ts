import { useQuery } from '@apollo/client/react';
import { problemOf } from '../../components/ResourceState';
import { NoteDocument } from './operations';

/** The note of the page, always asked from the network; FORBIDDEN and NOT_FOUND become page states. */
export function useNote(noteId: string) {
  const { data, error, refetch } = useQuery(NoteDocument, {
    variables: { id: noteId },
    fetchPolicy: 'cache-and-network',
  });
  const problem = error ? problemOf(error) : null;
  return { note: error ? null : (data?.note ?? null), problem, refetch: () => void refetch().catch(() => undefined) };
}
