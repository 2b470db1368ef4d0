import { Button, Group } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconMail } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { notifySuccess } from '../../components/notify';
import { authMessages } from './messages';
import { useResendVerificationEmail } from './useResendVerificationEmail';

/** Sign-up step 3: "check your email", with resend and a way to the login page. */
export function SignupDoneStep({ email }: { readonly email: string }) {
  const intl = useIntl();
  const [resend, { loading }] = useResendVerificationEmail();

  const onResend = async () => {
    if (await resend(email)) notifySuccess(intl.formatMessage(authMessages.resendDone));
  };

  return (
    <Notice
      mt="md"
      visual={<NoticeIcon icon={IconMail} color="brand" />}
      title={<FormattedMessage id="auth.signup.done.title" defaultMessage="Check your email" />}
      titleOrder={2}
      titleSize={19}
      body={
        <FormattedMessage
          id="auth.signup.done.body"
          defaultMessage="We sent a verification link to {email}. Open it to complete your sign-up; you can log in after that."
          values={{ email: <b>{email}</b> }}
        />
      }
      hint={
        <FormattedMessage
          id="auth.signup.done.hint"
          defaultMessage="No email after a few minutes? Look in the spam folder, or send it again."
        />
      }
      actions={
        <Group grow w="100%" mt="xs">
          <Button variant="default" loading={loading} disabled={loading} onClick={() => void onResend()}>
            {intl.formatMessage(authMessages.resendButton)}
          </Button>
          <Button component={Link} to="/auth/login">
            {intl.formatMessage(authMessages.toLogin)}
          </Button>
        </Group>
      }
    />
  );
}
