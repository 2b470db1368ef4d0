import { useTimeout } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { FeedbackList } from './usePagedFeedback';

/** How long a card opened from a bookmark stays highlighted. */
export const HIGHLIGHT_MS = 2_400;

/**
 * Brings one card of a list into view and highlights it briefly (a bookmark was clicked): pages are
 * loaded until it is there; `onDone` is told whether it was found.
 */
export function useFocusCard(
  focusId: string | null,
  list: FeedbackList<{ readonly id: string }>,
  onDone: (found: boolean) => void,
): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const { start: startUnhighlight, clear: clearUnhighlight } = useTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
  const { items, total, initialLoading, failed, loadingMore, loadMore } = list;

  useEffect(() => {
    if (!focusId || initialLoading || loadingMore) return;
    if (items.some((item) => item.id === focusId)) {
      setHighlighted(focusId);
      clearUnhighlight();
      startUnhighlight();
      requestAnimationFrame(() => scrollToCard(focusId));
      onDone(true);
    } else if (!failed && items.length < total) {
      void loadMore();
    } else {
      onDone(false);
    }
  }, [
    focusId,
    items,
    total,
    initialLoading,
    failed,
    loadingMore,
    loadMore,
    onDone,
    startUnhighlight,
    clearUnhighlight,
  ]);

  return highlighted;
}

/** The nearest ancestor that scrolls (the shell's content area). */
function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/**
 * Scrolls the content area to a card, a little below its top edge. Only that area moves:
 * scrollIntoView would also shift the fixed frame around it.
 */
function scrollToCard(feedbackId: string): void {
  const card = document.querySelector<HTMLElement>(`[data-feedback-id="${CSS.escape(feedbackId)}"]`);
  const parent = card && scrollingParent(card);
  if (!card || !parent) return;
  const top = parent.scrollTop + card.getBoundingClientRect().top - parent.getBoundingClientRect().top - 16;
  parent.scrollTo({ top, behavior: 'smooth' });
}
