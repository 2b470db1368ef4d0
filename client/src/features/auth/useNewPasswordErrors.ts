import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages } from '../../apollo/errorMessages';
import { authMessages } from './messages';

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/** The checks of a new password before anything is sent: long enough, and typed the same twice. */
export function useNewPasswordErrors(): (password: string, confirmation: string) => NewPasswordErrors {
  const intl = useIntl();
  return useCallback(
    (password, confirmation) => {
      const errors: NewPasswordErrors = {};
      if (!password) errors.password = intl.formatMessage(authMessages.passwordRequired);
      else if (password.length < PASSWORD_MIN_LENGTH) {
        errors.password = intl.formatMessage(errorMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
      }
      if (!confirmation) errors.confirmation = intl.formatMessage(authMessages.passwordConfirmRequired);
      else if (confirmation !== password) errors.confirmation = intl.formatMessage(errorMessages.passwordMismatch);
      return errors;
    },
    [intl],
  );
}
