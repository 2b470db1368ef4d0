import { useQuery } from '@apollo/client/react';
import type { FeedbackTodoPeriod } from '@domain/feedback';
import { useState } from 'react';
import { FeedbackTodoChoicesDocument } from './operations';
import { readPeriod, rememberPeriod } from './periodMemory';

/**
 * The to-dos the feedback form offers (spec 3 section 2): one person's, of the chosen period (a
 * week by default, remembered per workspace on this device); nothing is asked without a person.
 */
export function useTodoChoices(workspaceId: string, ownerId: string | null) {
  const [period, setPeriod] = useState<FeedbackTodoPeriod>(() => readPeriod(workspaceId));
  const { data, previousData, loading, error, refetch } = useQuery(FeedbackTodoChoicesDocument, {
    variables: { input: { workspaceId, userId: ownerId ?? '', period } },
    skip: !ownerId,
    fetchPolicy: 'cache-and-network',
  });
  const todos = (data ?? (loading ? previousData : undefined))?.feedbackTodoChoices;
  return {
    period,
    setPeriod: (next: FeedbackTodoPeriod) => {
      setPeriod(next);
      rememberPeriod(workspaceId, next);
    },
    todos: ownerId ? (todos ?? []) : [],
    loading: Boolean(ownerId) && loading && !todos,
    failed: Boolean(ownerId) && !todos && Boolean(error),
    retry: () => void refetch().catch(() => undefined),
  };
}
