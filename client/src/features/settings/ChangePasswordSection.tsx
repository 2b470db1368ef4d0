import { useMutation } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages, useErrorMessage } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { notifyError, notifySuccess } from '../../components/notify';
import { PasswordField } from '../../components/PasswordField';
import { graphql } from '../../gql';
import { authMessages, type NewPasswordErrors, NewPasswordFields, useNewPasswordErrors } from '../auth';
import { SettingsSection } from './SettingsSection';

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** `password` and `confirmation` are those of the new password. */
interface Errors extends NewPasswordErrors {
  current?: string;
}

/** Change password: current, new (at least 6, different from the current one) and confirmation. */
export function ChangePasswordSection() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const newPasswordErrorsOf = useNewPasswordErrors();
  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = newPasswordErrorsOf(newPassword, confirmation);
    if (!current) found.current = intl.formatMessage(authMessages.passwordRequired);
    if (!found.password && newPassword === current) found.password = intl.formatMessage(errorMessages.samePassword);
    setErrors(found);
    if (found.current || found.password || found.confirmation) return;

    try {
      await changePassword({ variables: { currentPassword: current, newPassword } });
      setCurrent('');
      setNewPassword('');
      setConfirmation('');
      notifySuccess(
        intl.formatMessage({ id: 'settings.password.changed', defaultMessage: 'Your password has been changed.' }),
      );
    } catch (error) {
      const reasons = apiErrors(error).map((entry) => entry.reason);
      if (reasons.includes('WRONG_PASSWORD'))
        return setErrors({ current: intl.formatMessage(errorMessages.wrongPassword) });
      if (reasons.includes('SAME_PASSWORD'))
        return setErrors({ password: intl.formatMessage(errorMessages.samePassword) });
      if (reasons.includes('PASSWORD_TOO_SHORT')) {
        return setErrors({
          password: intl.formatMessage(errorMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH }),
        });
      }
      const detail = formatError(error);
      if (detail !== null) {
        notifyError(
          intl.formatMessage(
            { id: 'settings.password.failed', defaultMessage: 'The password could not be changed. {detail}' },
            { detail },
          ),
        );
      }
    }
  };

  return (
    <SettingsSection
      title={<FormattedMessage id="settings.password.title" defaultMessage="Change password" />}
      description={
        <FormattedMessage
          id="settings.password.description"
          defaultMessage="Use at least {min} characters, different from your current password."
          values={{ min: PASSWORD_MIN_LENGTH }}
        />
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md">
            <PasswordField
              label={<FormattedMessage id="settings.password.current" defaultMessage="Current password" />}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              error={errors.current}
              required
            />
            <div />
            <NewPasswordFields
              password={newPassword}
              confirmation={confirmation}
              onPasswordChange={setNewPassword}
              onConfirmationChange={setConfirmation}
              errors={errors}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={loading} disabled={loading}>
              <FormattedMessage id="settings.password.submit" defaultMessage="Change password" />
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
