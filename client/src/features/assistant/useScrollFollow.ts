import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { distanceFromBottom, mayResume, shouldFollow, showJumpButton, WHEEL_IDLE_MS } from './scrollFollow';

/**
 * Keeps the conversation's list at its newest message as it grows (scrollFollow.ts has the rules):
 * `contentKey` changes with every new word; the wheel pauses following for 3 s. Returns the list's
 * handlers, whether the "to the latest" button shows, and what it does.
 */
export function useScrollFollow(ref: RefObject<HTMLElement | null>, contentKey: string) {
  const lastDistance = useRef(0);
  const wheelPaused = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [jumpShown, setJumpShown] = useState(false);

  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    lastDistance.current = distanceFromBottom(box);
    setJumpShown(showJumpButton(lastDistance.current));
  }, [ref]);

  const onWheel = useCallback(() => {
    wheelPaused.current = true;
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      idleTimer.current = null;
      const box = ref.current;
      if (box && mayResume(distanceFromBottom(box))) wheelPaused.current = false;
    }, WHEEL_IDLE_MS);
  }, [ref]);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (shouldFollow(lastDistance.current, wheelPaused.current)) box.scrollTop = box.scrollHeight;
    measure();
  }, [contentKey, measure, ref]);

  useEffect(
    () => () => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
    },
    [],
  );

  const toLatest = useCallback(() => {
    wheelPaused.current = false;
    const box = ref.current;
    box?.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
  }, [ref]);

  return { onScroll: measure, onWheel, jumpShown, toLatest };
}
