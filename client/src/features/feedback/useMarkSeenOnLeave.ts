import { useEffect, useRef } from 'react';
import { useMarkFeedbackRead } from './useMarkFeedbackRead';

/**
 * Spec 3 section 4: received feedback seen on the Received tab is marked read when the viewer
 * leaves: another tab or page (unmount), or the page is hidden or closed (visibilitychange,
 * pagehide). `unreadShown` are the unread cards on screen; each is marked once.
 */
export function useMarkSeenOnLeave(workspaceId: string, unreadShown: readonly string[]): void {
  const mark = useMarkFeedbackRead();
  const seen = useRef(new Set<string>());
  const marked = useRef(new Set<string>());
  const leaving = useRef<number | null>(null);

  useEffect(() => {
    for (const id of unreadShown) if (!marked.current.has(id)) seen.current.add(id);
  }, [unreadShown]);

  useEffect(() => {
    // Mounted again right away (React's development double run): not a leave after all.
    if (leaving.current !== null) window.clearTimeout(leaving.current);
    leaving.current = null;
    const flush = () => {
      const ids = [...seen.current];
      seen.current.clear();
      for (const id of ids) marked.current.add(id);
      mark(workspaceId, ids);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      leaving.current = window.setTimeout(flush, 0);
    };
  }, [workspaceId, mark]);
}
