import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../components/LoadFailed';
import { loadEmojiMart, pickerLanguage } from './emojiMart';
import { reactionMessages } from './messages';
import classes from './reaction.module.css';

export interface EmojiPickerProps {
  /** Called with the emoji picked, as its Unicode sequence ("👍", "👍🏽"). */
  readonly onSelect: (emoji: string) => void;
}

/** Ten emojis a line, one row of the viewer's frequently used ones on top (spec 3). */
const PICKER_OPTIONS = {
  perLine: 10,
  maxFrequentRows: 1,
  set: 'native',
  theme: 'light',
  previewPosition: 'none',
  skinTonePosition: 'search',
  autoFocus: true,
} as const;

/**
 * Mends two accessibility faults of emoji-mart's picker inside its shadow root (WCAG 2.2 AA):
 * - its clear-search button is 14 px wide, under the 24 px of a target (2.5.8): a constructed sheet is
 *   adopted there (not an inline style: the CSP forbids those);
 * - its emoji buttons carry option states (aria-selected, aria-posinset, aria-setsize) without being
 *   options: each category becomes a listbox named by its heading and its emojis options, again as
 *   the picker redraws (it adds rows as it scrolls). Returns the clean-up.
 */
function mendPicker(picker: HTMLElement): () => void {
  const root = picker.shadowRoot;
  if (!root) return () => undefined;
  if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '.search .delete { min-width: 24px; min-height: 24px; display: flex; align-items: center; justify-content: center; }',
    );
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  const annotate = () => {
    for (const category of root.querySelectorAll<HTMLElement>('.category:not([role])')) {
      category.setAttribute('role', 'listbox');
      const heading = category.querySelector('.sticky')?.textContent?.trim();
      if (heading) category.setAttribute('aria-label', heading);
    }
    for (const button of root.querySelectorAll<HTMLElement>('button[aria-posinset]:not([role])'))
      button.setAttribute('role', 'option');
  };
  annotate();
  const observer = new MutationObserver(annotate);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * emoji-mart's picker (a web component) in the interface language, 40vh high. It and its data are
 * fetched when the picker first mounts (emojiMart.ts): mount it only where it is shown, e.g. in the
 * dropdown of a popover, which mounts its content when it opens.
 */
export function EmojiPicker({ onSelect }: EmojiPickerProps) {
  const intl = useIntl();
  const language = pickerLanguage(intl.locale);
  const host = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ readonly attempt: number; readonly state: 'ready' | 'failed' } | null>(null);
  const state = shown?.attempt === attempt ? shown.state : 'loading';

  useLayoutEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let picker: HTMLElement | null = null;
    let unmend: (() => void) | null = null;
    let cancelled = false;
    loadEmojiMart(language).then(
      ({ Picker, data, i18n }) => {
        if (cancelled) return;
        picker = new Picker({
          ...PICKER_OPTIONS,
          data,
          i18n,
          locale: language,
          onEmojiSelect: (emoji: { readonly native?: string }) => {
            if (emoji.native) select.current(emoji.native);
          },
        });
        container.replaceChildren(picker);
        unmend = mendPicker(picker);
        setShown({ attempt, state: 'ready' });
      },
      (error: unknown) => {
        console.warn('The emoji picker could not be loaded', error);
        if (!cancelled) setShown({ attempt, state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      unmend?.();
      picker?.remove();
    };
  }, [language, attempt]);

  return (
    <Box
      className={classes.picker}
      role="dialog"
      aria-label={intl.formatMessage(reactionMessages.picker)}
      data-testid="emoji-picker"
    >
      <div ref={host} hidden={state !== 'ready'} />
      {state === 'loading' && (
        <Center className={classes.pickerPlaceholder}>
          <Loader size="sm" aria-label={intl.formatMessage(reactionMessages.pickerLoading)} />
        </Center>
      )}
      {state === 'failed' && (
        <Center className={classes.pickerPlaceholder} p="md">
          <LoadFailed
            message={intl.formatMessage(reactionMessages.pickerLoadFailed)}
            retryLabel={intl.formatMessage(reactionMessages.retry)}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        </Center>
      )}
    </Box>
  );
}
