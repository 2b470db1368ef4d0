import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isValidEmail, PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages, useErrorMessage, useFieldErrors } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { IconAlert, IconCheck, IconMail } from '../../components/icons';
import { PasswordField } from '../../components/PasswordField';
import { AuthCard } from './AuthLayout';
import { authMessages } from './messages';
import { RequestPasswordResetDocument, ResetPasswordDocument } from './operations';

/** /auth/reset-password: ask for a link; with ?token= set a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AuthCard>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</AuthCard>;
}

function RequestForm() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument, { context: { skipAuthRefresh: true } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) return setEmailError(intl.formatMessage(authMessages.emailRequired));
    if (!isValidEmail(email)) return setEmailError(intl.formatMessage(errorMessages.invalidEmail));
    setEmailError(null);
    try {
      await request({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      setFormError(formatError(error));
    }
  };

  if (sentTo) {
    return (
      <Stack align="center" gap="md" ta="center" py="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="brand">
          <IconMail size={26} />
        </ThemeIcon>
        <Title order={1} fz={21}>
          <FormattedMessage id="auth.reset.sent.title" defaultMessage="Check your email" />
        </Title>
        <Text size="sm" c="gray.7">
          <FormattedMessage
            id="auth.reset.sent.body"
            defaultMessage="If an account exists for {email}, we sent it a link to set a new password."
            values={{ email: <b>{sentTo}</b> }}
          />
        </Text>
        <Button component={Link} to="/auth/login" fullWidth mt="xs">
          {intl.formatMessage(authMessages.toLogin)}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={22}>
            <FormattedMessage id="auth.reset.title" defaultMessage="Reset your password" />
          </Title>
          <Text c="gray.6" size="sm" mt={4}>
            <FormattedMessage
              id="auth.reset.subtitle"
              defaultMessage="Enter the email of your account. We will send you a link to set a new password."
            />
          </Text>
        </div>
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(authMessages.emailLabel)}
          placeholder={intl.formatMessage(authMessages.emailPlaceholder)}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          required
        />
        <Button type="submit" fullWidth loading={loading} disabled={loading}>
          <FormattedMessage id="auth.reset.submit" defaultMessage="Send the link" />
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/auth/login">
            {intl.formatMessage(authMessages.toLogin)}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

interface PasswordErrors {
  password?: string;
  confirmation?: string;
}

function NewPasswordForm({ token }: { readonly token: string }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const fieldErrorsOf = useFieldErrors();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [tokenProblem, setTokenProblem] = useState<'TOKEN_INVALID' | 'TOKEN_EXPIRED' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(ResetPasswordDocument, { context: { skipAuthRefresh: true } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: PasswordErrors = {};
    if (!password) next.password = intl.formatMessage(authMessages.passwordRequired);
    else if (password.length < PASSWORD_MIN_LENGTH) {
      next.password = intl.formatMessage(errorMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
    }
    if (!confirmation) next.confirmation = intl.formatMessage(authMessages.passwordConfirmRequired);
    else if (confirmation !== password) next.confirmation = intl.formatMessage(errorMessages.passwordMismatch);
    setErrors(next);
    if (next.password || next.confirmation) return;

    try {
      const { data } = await reset({ variables: { token, newPassword: password } });
      if (data?.resetPassword) setDone(true);
      else setTokenProblem('TOKEN_INVALID');
    } catch (error) {
      const reasons = apiErrors(error).map((entry) => entry.reason);
      if (reasons.includes('TOKEN_EXPIRED')) return setTokenProblem('TOKEN_EXPIRED');
      if (reasons.includes('TOKEN_INVALID')) return setTokenProblem('TOKEN_INVALID');
      const fields = fieldErrorsOf(error);
      const fieldMessage = fields['newPassword'] ?? fields['password'];
      if (fieldMessage) return setErrors({ password: fieldMessage });
      setFormError(formatError(error));
    }
  };

  if (done) {
    return (
      <Stack align="center" gap="md" ta="center" py="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="green">
          <IconCheck size={26} />
        </ThemeIcon>
        <Title order={1} fz={21}>
          <FormattedMessage id="auth.reset.done.title" defaultMessage="Your password has been changed" />
        </Title>
        <Text size="sm" c="gray.7">
          <FormattedMessage id="auth.reset.done.body" defaultMessage="Log in with your new password." />
        </Text>
        <Button component={Link} to="/auth/login" fullWidth mt="xs">
          {intl.formatMessage(authMessages.toLogin)}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={22}>
            <FormattedMessage id="auth.reset.new.title" defaultMessage="Set a new password" />
          </Title>
          <Text c="gray.6" size="sm" mt={4}>
            <FormattedMessage id="auth.reset.new.subtitle" defaultMessage="Choose a password you have not used here before." />
          </Text>
        </div>
        {tokenProblem && (
          <Alert color="orange" variant="light" icon={<IconAlert size={18} />} role="alert">
            <Stack gap={6}>
              <Text size="sm">
                <FormattedMessage
                  {...(tokenProblem === 'TOKEN_EXPIRED' ? errorMessages.tokenExpired : errorMessages.tokenInvalid)}
                />
              </Text>
              <Anchor component={Link} to="/auth/reset-password" size="sm" fw={600}>
                <FormattedMessage id="auth.reset.requestAgain" defaultMessage="Request a new link" />
              </Anchor>
            </Stack>
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <PasswordField
          label={intl.formatMessage(authMessages.newPasswordLabel)}
          description={intl.formatMessage(authMessages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
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
        <Button type="submit" fullWidth loading={loading} disabled={loading}>
          <FormattedMessage id="auth.reset.new.submit" defaultMessage="Change password" />
        </Button>
      </Stack>
    </form>
  );
}
