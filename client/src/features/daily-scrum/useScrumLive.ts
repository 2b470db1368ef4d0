import { useSubscription } from '@apollo/client/react';
import { useDebouncedCallback } from '@mantine/hooks';
import { DailyScrumChangedDocument } from './operations';

/** A burst of changes (a comment and the reaction after it) refetches the day once. */
export const SCRUM_REFETCH_DEBOUNCE_MS = 200;

/**
 * Keeps an open scrum live (spec 3 section 7): any change to the day, its items, their comments or
 * reactions, by anyone, refetches it.
 */
export function useScrumLive(scrumId: string | undefined, refetch: () => void): void {
  const debounced = useDebouncedCallback(refetch, SCRUM_REFETCH_DEBOUNCE_MS);
  useSubscription(DailyScrumChangedDocument, {
    variables: { scrumId: scrumId ?? '' },
    skip: !scrumId,
    onData: ({ data }) => {
      if (data.data?.dailyScrumChanged) debounced();
    },
  });
}
