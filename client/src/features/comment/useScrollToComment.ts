import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The element id of a comment, which an address's hash (`#comment-{id}`) names to open the page at it. */
export const commentAnchor = (commentId: string): string => `comment-${commentId}`;

/**
 * Opens the page at the comment its address names (`#comment-{id}`, a notification's link): once the
 * thread holds it, it is scrolled to the middle and takes the keyboard focus, once per address.
 */
export function useScrollToComment(loadedCount: number): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#comment-') || done.current === hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    done.current = hash;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [hash, loadedCount]);
}
