import { useQuery, useSubscription } from '@apollo/client/react';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { GoalTodosChangedDocument, GoalTodosDocument } from './operations';

/**
 * A goal's to-dos (related tasks) and its planned hours, kept live: goalTodosChanged refetches them,
 * debounced 300 ms (spec 1 section 9).
 */
export function useGoalTodos(goalId: string) {
  const { data, error, refetch, loading } = useQuery(GoalTodosDocument, {
    variables: { goalId },
    fetchPolicy: 'cache-and-network',
  });
  const refetchSoon = useDebouncedRefetch(() => void refetch().catch(() => undefined));
  useSubscription(GoalTodosChangedDocument, { variables: { goalId }, onData: () => refetchSoon() });
  return {
    todos: data?.goal.todos ?? null,
    failed: !!error && !data,
    loading: loading && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
