import { useDebouncedCallback } from '@mantine/hooks';

/** Spec 1 section 9: goal realtime events refetch at most once per 300 ms burst (cancelled on unmount). */
export const GOAL_LIVE_DEBOUNCE_MS = 300;

export function useDebouncedRefetch(refetch: () => void) {
  return useDebouncedCallback(refetch, { delay: GOAL_LIVE_DEBOUNCE_MS });
}
