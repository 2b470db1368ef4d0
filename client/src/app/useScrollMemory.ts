import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Saves the scroll position per path in sessionStorage and restores it when the path is shown
 * again (spec 2 section 2, spec 3 section 9). The target is the window (landing and auth pages) or
 * the shell's own scrolling content area.
 */

const PREFIX = 'quarter.scroll:';
const RESTORE_WINDOW_MS = 1_500;

type Target = 'window' | RefObject<HTMLElement | null>;

function readPosition(path: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + path);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function writePosition(path: string, top: number): void {
  try {
    window.sessionStorage.setItem(PREFIX + path, String(Math.round(top)));
  } catch {
    // storage unavailable: nothing to remember
  }
}

export function useScrollMemory(target: Target): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const element = target === 'window' ? null : target.current;
    if (target !== 'window' && !element) return;

    const getTop = () => (element ? element.scrollTop : window.scrollY);
    const setTop = (top: number) => (element ? element.scrollTo({ top }) : window.scrollTo({ top }));
    const maxTop = () =>
      element
        ? element.scrollHeight - element.clientHeight
        : document.documentElement.scrollHeight - window.innerHeight;
    const scrollSource: HTMLElement | Window = element ?? window;

    // Restore: lazy pages render after this effect, so keep trying for a moment until the content
    // is tall enough, unless the user scrolls first.
    const saved = readPosition(pathname);
    let frame = 0;
    let userScrolled = false;
    const started = performance.now();
    const tryRestore = () => {
      if (userScrolled) return;
      const wanted = saved ?? 0;
      if (maxTop() >= wanted || performance.now() - started > RESTORE_WINDOW_MS) {
        setTop(wanted);
        return;
      }
      frame = requestAnimationFrame(tryRestore);
    };
    tryRestore();

    // The position is read in the scroll event itself: by the time this effect is cleaned up, the
    // next page may already be in the DOM and the old position lost.
    let lastTop = saved ?? 0;
    let pending = 0;
    const onScroll = () => {
      lastTop = getTop();
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        pending = 0;
        writePosition(pathname, lastTop);
      }, 120);
    };
    const onUserIntent = () => {
      userScrolled = true;
    };
    scrollSource.addEventListener('scroll', onScroll, { passive: true });
    scrollSource.addEventListener('wheel', onUserIntent, { passive: true });
    scrollSource.addEventListener('touchmove', onUserIntent, { passive: true });
    scrollSource.addEventListener('keydown', onUserIntent);

    return () => {
      cancelAnimationFrame(frame);
      if (pending) {
        window.clearTimeout(pending);
        writePosition(pathname, lastTop);
      }
      scrollSource.removeEventListener('scroll', onScroll);
      scrollSource.removeEventListener('wheel', onUserIntent);
      scrollSource.removeEventListener('touchmove', onUserIntent);
      scrollSource.removeEventListener('keydown', onUserIntent);
    };
  }, [pathname, target]);
}
