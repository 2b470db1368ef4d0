import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * PasswordInput with a translated visibility toggle. The toggle's name deliberately avoids the word
 * "password", so that finding the field by its label finds only the field.
 */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': intl.formatMessage({
          id: 'auth.field.togglePassword',
          defaultMessage: 'Show or hide the characters',
        }),
      }}
    />
  );
}
