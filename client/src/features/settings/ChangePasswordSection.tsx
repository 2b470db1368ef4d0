import { useMutation } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages, useErrorMessage } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { notifyError, notifySuccess } from '../../components/notify';
import { PasswordField } from '../../components/PasswordField';
import { authMessages } from '../auth/messages';
import { ChangePasswordDocument } from './operations';
import { SettingsSection } from './SettingsSection';

interface Errors {
  current?: string;
  next?: string;
  confirmation?: string;
}

/** Change password: current, new (at least 6, different from the current one) and confirmation. */
export function ChangePasswordSection() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = intl.formatMessage(authMessages.passwordRequired);
    if (!next) found.next = intl.formatMessage(authMessages.passwordRequired);
    else if (next.length < PASSWORD_MIN_LENGTH) {
      found.next = intl.formatMessage(errorMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
    } else if (next === current) found.next = intl.formatMessage(errorMessages.samePassword);
    if (!confirmation) found.confirmation = intl.formatMessage(authMessages.passwordConfirmRequired);
    else if (confirmation !== next) found.confirmation = intl.formatMessage(errorMessages.passwordMismatch);
    setErrors(found);
    if (found.current || found.next || found.confirmation) return;

    try {
      await changePassword({ variables: { currentPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      setConfirmation('');
      notifySuccess(intl.formatMessage({ id: 'settings.password.changed', defaultMessage: 'Your password has been changed.' }));
    } catch (error) {
      const reasons = apiErrors(error).map((entry) => entry.reason);
      if (reasons.includes('WRONG_PASSWORD')) return setErrors({ current: intl.formatMessage(errorMessages.wrongPassword) });
      if (reasons.includes('SAME_PASSWORD')) return setErrors({ next: intl.formatMessage(errorMessages.samePassword) });
      if (reasons.includes('PASSWORD_TOO_SHORT')) {
        return setErrors({ next: intl.formatMessage(errorMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH }) });
      }
      const detail = formatError(error);
      if (detail !== null) {
        notifyError(
          intl.formatMessage({ id: 'settings.password.failed', defaultMessage: 'The password could not be changed. {detail}' }, { detail }),
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
            <PasswordField
              label={intl.formatMessage(authMessages.newPasswordLabel)}
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.currentTarget.value)}
              error={errors.next}
              required
            />
            <PasswordField
              label={intl.formatMessage(authMessages.newPasswordConfirmLabel)}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={errors.confirmation}
              required
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
