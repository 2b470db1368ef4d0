import { TextInput, type TextInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { authMessages } from './messages';

/** The required e-mail input of the auth forms; autofill is "email" unless the form says otherwise. */
export function EmailField(props: Omit<TextInputProps, 'label' | 'placeholder' | 'type'>) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(authMessages.emailLabel)}
      placeholder={intl.formatMessage(authMessages.emailPlaceholder)}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
