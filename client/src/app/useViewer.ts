import { useQuery } from '@apollo/client/react';
import { MeDocument } from '../apollo/operations';
import { useSession } from '../apollo/session';
import type { SessionUserFragment } from '../gql/graphql';

/** The signed-in user (from the cache, written at login or refresh), or null. */
export function useViewer(): SessionUserFragment | null {
  const { status } = useSession();
  const { data } = useQuery(MeDocument, { skip: status !== 'authenticated' });
  return status === 'authenticated' ? (data?.me ?? null) : null;
}
