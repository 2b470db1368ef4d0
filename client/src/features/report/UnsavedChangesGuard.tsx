import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { reportMessages } from './messages';

/**
 * Asks before leaving the report page for another page of the app while the author's changes are
 * unsaved. `allowed` lets a navigation through without asking (after deleting the report).
 */
export function UnsavedChangesGuard({
  dirty,
  allowed,
}: {
  readonly dirty: boolean;
  readonly allowed: RefObject<boolean>;
}) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={intl.formatMessage(reportMessages.leaveTitle)}
      confirmLabel={intl.formatMessage(reportMessages.leaveConfirm)}
      focusConfirm={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {intl.formatMessage(reportMessages.leaveBody)}
    </ConfirmDialog>
  );
}
