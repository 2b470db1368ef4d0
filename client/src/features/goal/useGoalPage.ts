import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { problemOf } from '../../components/ResourceState';
import { GoalChangedDocument, GoalDetailDocument } from './operations';

/**
 * The goal of the detail page, always asked from the network, kept live: each goalChanged event
 * refetches it and its feed (debounced 300 ms); an event without a goal (deleted or out of reach)
 * turns the page into the not-found state.
 */
export function useGoalPage(goalId: string, refetchActivity: () => void) {
  const [gone, setGone] = useState(false);
  const { data, error, refetch } = useQuery(GoalDetailDocument, {
    variables: { id: goalId },
    fetchPolicy: 'cache-and-network',
  });
  const refetchAll = useDebouncedRefetch(() => {
    void refetch().catch(() => undefined);
    refetchActivity();
  });
  useSubscription(GoalChangedDocument, {
    variables: { goalId },
    skip: !data?.goal || gone,
    onData: ({ data: event }) => {
      const change = event.data?.goalChanged;
      if (!change) return;
      if (!change.goal) setGone(true);
      else refetchAll();
    },
  });
  const goal = error || gone ? null : (data?.goal ?? null);
  const problem = gone ? 'notFound' : error ? problemOf(error) : null;
  return { goal, problem, refetch: () => void refetch() };
}
