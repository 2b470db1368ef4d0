import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { startSession } from '../../apollo/client';
import { errorMessages, useErrorMessage, useFieldErrors } from '../../apollo/errorMessages';
import { firstApiError } from '../../apollo/errors';
import { LoginDocument } from '../../apollo/operations';
import { useRedirectSuffix } from '../../app/guards';
import { FormAlert } from '../../components/FormAlert';
import { notifySuccess } from '../../components/notify';
import { PasswordField } from '../../components/PasswordField';
import { AuthCard } from './AuthLayout';
import { AuthFormHeader } from './AuthFormHeader';
import { EmailField } from './EmailField';
import { authMessages } from './messages';
import { useEmailError } from './useEmailError';
import { useResendVerificationEmail } from './useResendVerificationEmail';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /auth/login: e-mail and password; afterwards back to the remembered origin, else /planner. */
export function LoginPage() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const fieldErrorsOf = useFieldErrors();
  const emailErrorOf = useEmailError();
  const redirectSuffix = useRedirectSuffix();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginDocument, { context: { skipAuthRefresh: true } });
  const [resend, { loading: resending }] = useResendVerificationEmail();

  const validate = (): FieldErrors => {
    const next: FieldErrors = { email: emailErrorOf(email) };
    if (!password) next.password = intl.formatMessage(authMessages.passwordRequired);
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setUnconfirmedEmail(null);
    const found = validate();
    setErrors(found);
    if (found.email || found.password) return;

    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      // The guard of this page sends the user on as soon as the session exists.
      if (data) startSession(data.login);
    } catch (error) {
      const first = firstApiError(error);
      const fields = fieldErrorsOf(error);
      if (fields['email'] || fields['password']) {
        setErrors({ email: fields['email'], password: fields['password'] });
        return;
      }
      if (first.code === 'EMAIL_NOT_CONFIRMED') setUnconfirmedEmail(email.trim());
      if (['INVALID_CREDENTIALS', 'EMAIL_NOT_CONFIRMED', 'RATE_LIMITED'].includes(first.code)) {
        setFormError(formatError(error, { RATE_LIMITED: errorMessages.loginRateLimited }));
      } else {
        const detail = formatError(error);
        if (detail !== null) {
          setFormError(
            intl.formatMessage({ id: 'auth.login.failed', defaultMessage: 'Login failed: {detail}' }, { detail }),
          );
        }
      }
    }
  };

  const onResend = async () => {
    if (!unconfirmedEmail) return;
    if (await resend(unconfirmedEmail)) notifySuccess(intl.formatMessage(authMessages.resendDone));
  };

  return (
    <AuthCard>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <AuthFormHeader
            title={<FormattedMessage id="auth.login.title" defaultMessage="Log in" />}
            subtitle={<FormattedMessage id="auth.login.subtitle" defaultMessage="Welcome back. Your day is waiting." />}
          />

          {formError && (
            <FormAlert>
              <Stack gap={8}>
                <Text size="sm">{formError}</Text>
                {unconfirmedEmail && (
                  <Group>
                    <Button size="xs" variant="white" color="red" loading={resending} onClick={() => void onResend()}>
                      {intl.formatMessage(authMessages.resendButton)}
                    </Button>
                  </Group>
                )}
              </Stack>
            </FormAlert>
          )}

          <EmailField
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordField
            label={intl.formatMessage(authMessages.passwordLabel)}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/auth/reset-password" size="sm">
              <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot your password?" />
            </Anchor>
          </Group>

          <Button type="submit" fullWidth loading={loading} disabled={loading}>
            <FormattedMessage id="auth.login.submit" defaultMessage="Log in" />
          </Button>

          <Text size="sm" c="gray.7" ta="center">
            <FormattedMessage id="auth.login.noAccount" defaultMessage="New to Quarter?" />{' '}
            <Anchor component={Link} to={`/auth/signup${redirectSuffix}`} fw={600}>
              <FormattedMessage id="auth.login.toSignup" defaultMessage="Create an account" />
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
