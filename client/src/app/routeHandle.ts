import type { MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router';

/** Data attached to routes: the page title shown in the header and the document title. */
export interface RouteHandle {
  readonly title?: MessageDescriptor;
  /**
   * The page fills the content area and scrolls its own parts (the planner), so the area adds no
   * room below it for the floating button: the page's scrolling parts keep that room.
   */
  readonly fillsContent?: boolean;
}

export function useRouteFillsContent(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.fillsContent === true);
}

export function useRouteTitle(): MessageDescriptor | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return null;
}
