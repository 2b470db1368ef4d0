import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isValidEmail } from '@domain/validation';
import { errorMessages } from '../../apollo/errorMessages';
import { authMessages } from './messages';

/** The checks of an e-mail field before anything is sent: filled in, and shaped like an address. */
export function useEmailError(): (email: string) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (email) => {
      if (!email.trim()) return intl.formatMessage(authMessages.emailRequired);
      if (!isValidEmail(email)) return intl.formatMessage(errorMessages.invalidEmail);
      return undefined;
    },
    [intl],
  );
}
