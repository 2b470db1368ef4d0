import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** The moves of a horizontal ARIA toolbar: the next or previous item (wrapping), the first, the last. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Roving tabindex for a horizontal toolbar (WAI-ARIA APG "Toolbar"): the toolbar is one Tab stop, on
 * the button last used (the first one at the start); ←/→ move between the buttons (wrapping), Home/End
 * go to the ends; Esc calls `onEscape` (the note editor: back to the text). Disabled buttons are passed
 * over, and when the remembered one becomes disabled the stop falls back to the first. Buttons are found
 * in the DOM (every `button` inside, in order), so wrappers such as tooltips and popover targets need
 * nothing; tabIndex is set after every render. Events from a popover's portal (React bubbles them here
 * too) are left alone. Spread `ref`, `onKeyDown` and `onFocus` on the element with role="toolbar".
 */
export function useRovingFocus<T extends HTMLElement>({ onEscape }: { readonly onEscape?: () => void } = {}) {
  const ref = useRef<T>(null);
  const current = useRef<HTMLButtonElement | null>(null);

  const sync = useCallback(() => {
    const buttons = Array.from(ref.current?.querySelectorAll('button') ?? []);
    const enabled = buttons.filter((button) => !button.disabled);
    if (!current.current || !enabled.includes(current.current)) current.current = enabled[0] ?? null;
    for (const button of buttons) button.tabIndex = button === current.current ? 0 : -1;
  }, []);

  useLayoutEffect(sync);

  const onFocus = useCallback(
    (event: FocusEvent<T>) => {
      if (!(event.target instanceof HTMLButtonElement) || event.target === current.current) return;
      if (!ref.current?.contains(event.target)) return;
      current.current = event.target;
      sync();
    },
    [sync],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const enabled = Array.from(ref.current?.querySelectorAll('button') ?? []).filter((button) => !button.disabled);
      const index = enabled.indexOf(event.target as HTMLButtonElement);
      if (index < 0) return;
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault();
        onEscape();
        return;
      }
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      enabled[move(index, enabled.length)]?.focus();
    },
    [onEscape],
  );

  /** Puts the keyboard on the toolbar's stop (for a shortcut from elsewhere). */
  const focus = useCallback(() => {
    sync();
    current.current?.focus();
  }, [sync]);

  return { ref, onFocus, onKeyDown, focus };
}
