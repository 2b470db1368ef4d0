import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { freshFetchPolicy } from '../../apollo/cacheLifetime';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import type { CommentTargetInput } from '../../gql/graphql';
import { CommentsChangedDocument, CommentThreadDocument } from './operations';

/**
 * A thread, kept live: every commentsChanged event of the target (someone else's comment, an edit in
 * another tab) refetches it, at most once per 300 ms burst (spec 1 section 9), and tells `onChange`.
 */
export function useCommentThread(target: CommentTargetInput, onChange?: () => void) {
  // Opened again within the stale time, a thread is shown from the cache: live events keep it current.
  const targetKey = JSON.stringify(target);
  // Decided once per thread shown (its key), not again when its own answer arrives.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the target's value, not its identity
  const fetchPolicy = useMemo(() => freshFetchPolicy(CommentThreadDocument, { target }), [targetKey]);
  const { data, error, loading, refetch } = useQuery(CommentThreadDocument, { variables: { target }, fetchPolicy });
  const refetchSoon = useDebouncedRefetch(() => {
    void refetch().catch(() => undefined);
    onChange?.();
  });
  useSubscription(CommentsChangedDocument, { variables: { target }, onData: () => refetchSoon() });
  const thread = data?.comments ?? null;
  return {
    items: thread?.items ?? [],
    loading: !thread && loading,
    failed: !thread && Boolean(error),
    retry: () => void refetch().catch(() => undefined),
  };
}
