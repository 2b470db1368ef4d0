import type { MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router';

/** Data attached to routes: the page title shown in the header and the document title. */
export interface RouteHandle {
  readonly title?: MessageDescriptor;
}

export function useRouteTitle(): MessageDescriptor | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return null;
}
