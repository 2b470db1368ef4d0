import { useDebouncedCallback } from '@mantine/hooks';

/** Spec 1 section 9: realtime events refetch at most once per 300 ms burst (cancelled on unmount). */
export const LIVE_REFETCH_DEBOUNCE_MS = 300;

export function useDebouncedRefetch(refetch: () => void) {
  return useDebouncedCallback(refetch, { delay: LIVE_REFETCH_DEBOUNCE_MS });
}
