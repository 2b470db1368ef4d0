import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  PlannerDatesDocument,
  PlannerDayDocument,
  PlannerInboxDocument,
  PlannerLiveDocument,
  PlannerUnfinishedDocument,
  PlannerWaitingGoalsDocument,
} from './operations';

/** Spec 1 section 9: live changes refetch at most once per 300 ms burst. */
export const PLANNER_LIVE_DEBOUNCE_MS = 300;

/** plannerChanged of the viewer (another tab, a colleague assigning, the drawer): refetch the day, the lists, the goals waiting for a to-do and the calendar dots. */
export function usePlannerLive(): void {
  const client = useApolloClient();
  const refetch = useDebouncedCallback(
    () => {
      void client.refetchQueries({
        include: [
          PlannerDayDocument,
          PlannerUnfinishedDocument,
          PlannerInboxDocument,
          PlannerWaitingGoalsDocument,
          PlannerDatesDocument,
        ],
      });
    },
    { delay: PLANNER_LIVE_DEBOUNCE_MS },
  );
  useSubscription(PlannerLiveDocument, { onData: () => refetch() });
}
