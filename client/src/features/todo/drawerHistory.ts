import { useEffect, useRef } from 'react';

/**
 * The drawer's place in the browser history: opening it adds an entry on the same address, so that
 * Back closes the drawer before it leaves the page. Closing it by its own controls takes that entry
 * back again; a link inside the drawer that goes elsewhere just forgets it (the new page's entry
 * follows the page the drawer was open on).
 */
const MARK = 'quarterTodoDrawer';

function marked(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}

/** While `opened`, the drawer owns a history entry; Back (leaving that entry) calls `onBack`. */
export function useBackCloses(opened: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    if (!opened) return;
    if (!marked()) window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
    const onPop = () => {
      if (!marked()) latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [opened]);
}

/** The drawer was closed by its own controls: its entry goes, as if Back had been pressed. */
export function leaveDrawerEntry(): void {
  if (marked()) window.history.back();
}

/** A link in the drawer navigates away: the entry stays as a plain one, so the link's push follows it. */
export function forgetDrawerEntry(): void {
  if (!marked()) return;
  const { [MARK]: _mark, ...state } = window.history.state as Record<string, unknown>;
  window.history.replaceState(state, '');
}
