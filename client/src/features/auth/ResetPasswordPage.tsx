import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { errorMessages, useErrorMessage, useFieldErrors } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { FormAlert } from '../../components/FormAlert';
import { IconCheck, IconMail } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { graphql } from '../../gql';
import { AuthFormHeader } from './AuthFormHeader';
import { AuthCard } from './AuthLayout';
import { EmailField } from './EmailField';
import { authMessages } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useEmailError } from './useEmailError';
import { useNewPasswordErrors, type NewPasswordErrors } from './useNewPasswordErrors';

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** /auth/reset-password: ask for a link; with ?token= set a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AuthCard>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</AuthCard>;
}

function ToLoginButton() {
  const intl = useIntl();
  return (
    <Button component={Link} to="/auth/login" fullWidth mt="xs">
      {intl.formatMessage(authMessages.toLogin)}
    </Button>
  );
}

function RequestForm() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const emailErrorOf = useEmailError();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument, { context: { skipAuthRefresh: true } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = emailErrorOf(email);
    setEmailError(problem ?? null);
    if (problem) return;
    try {
      await request({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      setFormError(formatError(error));
    }
  };

  if (sentTo) {
    return (
      <Notice
        py="sm"
        visual={<NoticeIcon icon={IconMail} color="brand" />}
        title={<FormattedMessage id="auth.reset.sent.title" defaultMessage="Check your email" />}
        body={
          <FormattedMessage
            id="auth.reset.sent.body"
            defaultMessage="If an account exists for {email}, we sent it a link to set a new password."
            values={{ email: <b>{sentTo}</b> }}
          />
        }
        actions={<ToLoginButton />}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AuthFormHeader
          title={<FormattedMessage id="auth.reset.title" defaultMessage="Reset your password" />}
          subtitle={
            <FormattedMessage
              id="auth.reset.subtitle"
              defaultMessage="Enter the email of your account. We will send you a link to set a new password."
            />
          }
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <EmailField value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={emailError} />
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

function NewPasswordForm({ token }: { readonly token: string }) {
  const formatError = useErrorMessage();
  const fieldErrorsOf = useFieldErrors();
  const newPasswordErrorsOf = useNewPasswordErrors();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [tokenProblem, setTokenProblem] = useState<'TOKEN_INVALID' | 'TOKEN_EXPIRED' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(ResetPasswordDocument, { context: { skipAuthRefresh: true } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = newPasswordErrorsOf(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;

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
      <Notice
        py="sm"
        visual={<NoticeIcon icon={IconCheck} color="green" />}
        title={<FormattedMessage id="auth.reset.done.title" defaultMessage="Your password has been changed" />}
        body={<FormattedMessage id="auth.reset.done.body" defaultMessage="Log in with your new password." />}
        actions={<ToLoginButton />}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AuthFormHeader
          title={<FormattedMessage id="auth.reset.new.title" defaultMessage="Set a new password" />}
          subtitle={
            <FormattedMessage
              id="auth.reset.new.subtitle"
              defaultMessage="Choose a password you have not used here before."
            />
          }
        />
        {tokenProblem && (
          <FormAlert color="orange">
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
          </FormAlert>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
          withLengthHint
        />
        <Button type="submit" fullWidth loading={loading} disabled={loading}>
          <FormattedMessage id="auth.reset.new.submit" defaultMessage="Change password" />
        </Button>
      </Stack>
    </form>
  );
}
