import { useEffect } from 'react';

/**
 * Logs a failed load that the screen shows as an empty list (the category menu, a goal's activity):
 * the person sees nothing wrong to act on, but whoever reads the console learns why it is empty.
 */
export function useLoggedLoadFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Quarter: ${what} could not be loaded; shown as an empty list.`, error);
  }, [error, what]);
}
