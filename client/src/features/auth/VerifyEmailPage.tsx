import { useMutation } from '@apollo/client/react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { useRedirectSuffix } from '../../app/guards';
import { IconAlert, IconCheck } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { graphql } from '../../gql';
import { AuthCard } from './AuthLayout';
import { EmailField } from './EmailField';
import { authMessages } from './messages';
import { useEmailError } from './useEmailError';
import { useResendVerificationEmail } from './useResendVerificationEmail';

const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

type VerifyState = 'verifying' | 'success' | 'invalid' | 'expired' | 'error';

/** /auth/verify?token=...: confirms the e-mail address, or offers a new link. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const formatError = useErrorMessage();
  const [verify] = useMutation(VerifyEmailDocument, { context: { skipAuthRefresh: true } });
  const [state, setState] = useState<VerifyState>(token ? 'verifying' : 'invalid');
  const [detail, setDetail] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || startedFor.current === token) return;
    startedFor.current = token;
    setState('verifying');
    verify({ variables: { token } })
      .then(({ data }) => setState(data?.verifyEmail ? 'success' : 'invalid'))
      .catch((error: unknown) => {
        const reasons = apiErrors(error).map((entry) => entry.reason);
        if (reasons.includes('TOKEN_EXPIRED')) setState('expired');
        else if (reasons.includes('TOKEN_INVALID')) setState('invalid');
        else {
          setDetail(formatError(error));
          setState('error');
        }
      });
  }, [token, verify, formatError]);

  return (
    <AuthCard>
      {state === 'verifying' && (
        <Stack align="center" gap="sm" py="lg" role="status">
          <Loader size="sm" />
          <Text c="gray.7">
            <FormattedMessage id="auth.verify.verifying" defaultMessage="Verifying your email…" />
          </Text>
        </Stack>
      )}
      {state === 'success' && <Verified />}
      {(state === 'invalid' || state === 'expired' || state === 'error') && (
        <NotVerified reason={state} detail={detail} />
      )}
    </AuthCard>
  );
}

/** After an invitation's sign-up the link carries ?redirect= (its workspace): the login goes on there. */
function Verified() {
  const redirectSuffix = useRedirectSuffix();
  return (
    <Notice
      py="sm"
      visual={<NoticeIcon icon={IconCheck} color="green" />}
      title={<FormattedMessage id="auth.verify.success.title" defaultMessage="Your email is verified" />}
      body={
        <FormattedMessage
          id="auth.verify.success.body"
          defaultMessage="Thank you. Your account is ready: log in to start planning."
        />
      }
      actions={
        <Button component={Link} to={`/auth/login${redirectSuffix}`} fullWidth mt="xs">
          <FormattedMessage id="auth.verify.success.login" defaultMessage="Log in" />
        </Button>
      }
    />
  );
}

function NotVerified({
  reason,
  detail,
}: {
  readonly reason: 'invalid' | 'expired' | 'error';
  readonly detail: string | null;
}) {
  const intl = useIntl();
  const emailErrorOf = useEmailError();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [resend, { loading }] = useResendVerificationEmail();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailErrorOf(email);
    setEmailError(problem ?? null);
    if (problem) return;
    if (await resend(email.trim())) setSent(true);
  };

  return (
    <Stack gap="md">
      <Notice
        gap="sm"
        visual={<NoticeIcon icon={IconAlert} color="orange" />}
        title={
          reason === 'expired' ? (
            <FormattedMessage id="auth.verify.expired.title" defaultMessage="This link has expired" />
          ) : reason === 'invalid' ? (
            <FormattedMessage id="auth.verify.invalid.title" defaultMessage="This link is not valid" />
          ) : (
            <FormattedMessage id="auth.verify.error.title" defaultMessage="We could not verify your email" />
          )
        }
        body={
          reason === 'error' && detail ? (
            detail
          ) : (
            <FormattedMessage
              id="auth.verify.retry.body"
              defaultMessage="Enter your email and we will send you a new verification link."
            />
          )
        }
      />
      {sent ? (
        <Text size="sm" c="green.8" ta="center" role="status">
          <FormattedMessage
            id="auth.verify.retry.sent"
            defaultMessage="If this email is waiting for verification, a new link is on its way."
          />
        </Text>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="sm">
            <EmailField value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={emailError} />
            <Button type="submit" loading={loading} disabled={loading}>
              {intl.formatMessage(authMessages.resendButton)}
            </Button>
          </Stack>
        </form>
      )}
      <Button component={Link} to="/auth/login" variant="subtle">
        {intl.formatMessage(authMessages.toLogin)}
      </Button>
    </Stack>
  );
}
