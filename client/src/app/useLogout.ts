import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { endSession } from '../apollo/client';
import { useErrorMessage } from '../apollo/errorMessages';
import { hasErrorCode } from '../apollo/errors';
import { LogoutDocument } from '../apollo/operations';
import { notifyError } from '../components/notify';

/** Logs out (a session already gone counts as done) and ends the session; the guard goes to login. */
export function useLogout() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [logout, { loading }] = useMutation(LogoutDocument);

  const run = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      if (!hasErrorCode(error, 'UNAUTHENTICATED')) {
        const detail = formatError(error);
        notifyError(
          intl.formatMessage(
            { id: 'shell.logout.failed', defaultMessage: 'Logging out failed. {detail}' },
            { detail: detail ?? '' },
          ),
        );
        return;
      }
    }
    await endSession('logout');
  }, [logout, intl, formatError]);

  return [run, loading] as const;
}
