import { useQuery } from '@apollo/client/react';
import { hasErrorCode } from '../../apollo/errors';
import { TodoDrawerDocument } from './operations';

/**
 * The drawer's to-do, from the cache at once and then from the network. NOT_FOUND (missing,
 * deleted, out of reach) opens the not-found dialog; other failures show the not-loadable message.
 */
export function useTodoDrawerData(todoId: string | null) {
  const { data, error, refetch, loading } = useQuery(TodoDrawerDocument, {
    variables: { id: todoId ?? '' },
    skip: !todoId,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const notFound = !!error && hasErrorCode(error, 'NOT_FOUND');
  const todo = error ? null : (data?.todo ?? null);
  return {
    todo,
    notFound,
    failed: !!error && !notFound,
    loading: loading && !todo,
    retry: () => void refetch().catch(() => undefined),
  };
}
