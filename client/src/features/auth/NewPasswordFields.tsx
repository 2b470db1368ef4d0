import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { PasswordField } from '../../components/PasswordField';
import { authMessages } from './messages';
import type { NewPasswordErrors } from './useNewPasswordErrors';

interface NewPasswordFieldsProps {
  readonly password: string;
  readonly confirmation: string;
  readonly onPasswordChange: (value: string) => void;
  readonly onConfirmationChange: (value: string) => void;
  readonly errors: NewPasswordErrors;
  /** Says the minimum length under the first field, for forms that do not say it elsewhere. */
  readonly withLengthHint?: boolean;
}

/** "New password" and "Confirm new password", side by side in a grid or one under the other. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  withLengthHint = false,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(authMessages.newPasswordLabel)}
        description={
          withLengthHint ? intl.formatMessage(authMessages.passwordHint, { min: PASSWORD_MIN_LENGTH }) : undefined
        }
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={errors.password}
        required
      />
      <PasswordField
        label={intl.formatMessage(authMessages.newPasswordConfirmLabel)}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        error={errors.confirmation}
        required
      />
    </>
  );
}
