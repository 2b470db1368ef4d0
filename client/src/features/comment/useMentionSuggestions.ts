import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import type { CommentTargetInput } from '../../gql/graphql';
import { MentionSuggestionsDocument } from './operations';

/** Typing settles for this long before the suggestions are asked for. */
export const MENTION_QUERY_DEBOUNCE_MS = 150;

/**
 * People to mention for what was typed after "@" (null while no list is open): members of the
 * target's workspace whose name starts with it, sorted by name (the API applies spec 1 section 5).
 */
export function useMentionSuggestions(target: CommentTargetInput, query: string | null) {
  const [prefix] = useDebouncedValue(query, MENTION_QUERY_DEBOUNCE_MS);
  const settled = prefix !== null && prefix === query;
  const { data, previousData, loading } = useQuery(MentionSuggestionsDocument, {
    variables: { target, prefix: prefix ?? '' },
    skip: prefix === null,
    fetchPolicy: 'cache-first',
  });
  const people = (data ?? previousData)?.mentionSuggestions ?? [];
  return { people: query === null ? [] : people, loading: query !== null && (!settled || loading) };
}
