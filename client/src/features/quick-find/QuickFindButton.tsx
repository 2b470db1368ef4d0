import { Kbd, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconSearch } from '../../components/icons';
import { quickFindMessages } from './messages';
import { isApplePlatform } from './quickFindHits';
import classes from './quickFind.module.css';

const QuickFindDialog = lazy(() => import('./QuickFindDialog'));

/**
 * The quick switcher's way in (issue 13): a search button in the header that shows its shortcut,
 * and Ctrl+K (⌘K on Apple systems) anywhere in the signed-in app, in text fields and the note editor
 * too. The dialog's code loads on first use.
 */
export function QuickFindButton() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const apple = typeof navigator !== 'undefined' && isApplePlatform(navigator.platform);
  const shortcut = apple ? '⌘K' : 'Ctrl K';
  const open = () => {
    setUsed(true);
    setOpened(true);
  };

  useHotkeys([['mod+K', open]], [], true);

  return (
    <>
      <UnstyledButton
        className={classes.trigger}
        onClick={open}
        aria-label={intl.formatMessage(quickFindMessages.openLabel, { shortcut })}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        data-testid="quick-find-open"
      >
        <IconSearch size={15} aria-hidden />
        <span className={classes.triggerText}>{intl.formatMessage(quickFindMessages.open)}</span>
        <Kbd size="xs" className={classes.triggerKbd} aria-hidden>
          {shortcut}
        </Kbd>
      </UnstyledButton>
      {used && (
        <Suspense fallback={null}>
          <QuickFindDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
