import { Alert, Stack, Stepper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { IconMail } from '../../components/icons';
import { AuthCard } from './AuthLayout';
import { AuthFormHeader } from './AuthFormHeader';
import { SignupAgreementStep, type Agreements } from './SignupAgreementStep';
import { SignupDoneStep } from './SignupDoneStep';
import { SignupInformationStep, type SignupInvitation } from './SignupInformationStep';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invitation of a sign-up link from an invitation mail, or null (a malformed link is an ordinary sign-up). */
function useSignupInvitation(): SignupInvitation | null {
  const [params] = useSearchParams();
  const id = params.get('invitation');
  const email = params.get('email')?.trim();
  return useMemo(() => (id && UUID.test(id) && email ? { id, email } : null), [id, email]);
}

/**
 * /auth/signup in three steps (spec 2 section 2): agreement, information, completed. From an
 * invitation mail (?invitation={id}&email={address}) the address is the invited one, fixed, and
 * verifying it joins the workspace.
 */
export function SignupPage() {
  const invitation = useSignupInvitation();
  const [step, setStep] = useState(0);
  const [agreements, setAgreements] = useState<Agreements>({ terms: false, privacy: false, marketing: false });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [agreementError, setAgreementError] = useState(false);

  return (
    <AuthCard wide>
      <Stack gap="lg">
        <AuthFormHeader title={<FormattedMessage id="auth.signup.title" defaultMessage="Create your account" />} />
        {invitation && step < 3 && (
          <Alert color="brand" variant="light" icon={<IconMail size={18} />} data-testid="signup-invitation">
            <FormattedMessage
              id="auth.signup.invitation"
              defaultMessage="You were invited to a workspace on Quarter. Sign up with {email}: once you verify the address, you are in."
              values={{ email: <b>{invitation.email}</b> }}
            />
          </Alert>
        )}
        <Stepper active={step} size="xs" allowNextStepsSelect={false} iconSize={26}>
          <Stepper.Step label={<FormattedMessage id="auth.signup.step.agreement" defaultMessage="Agreement" />}>
            <SignupAgreementStep
              value={agreements}
              onChange={setAgreements}
              showError={agreementError}
              onNext={() => {
                setAgreementError(false);
                setStep(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label={<FormattedMessage id="auth.signup.step.information" defaultMessage="Information" />}>
            <SignupInformationStep
              agreements={agreements}
              invitation={invitation}
              onBack={() => setStep(0)}
              onAgreementMissing={() => {
                setAgreementError(true);
                setStep(0);
              }}
              onDone={(email) => {
                setRegisteredEmail(email);
                setStep(3);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label={<FormattedMessage id="auth.signup.step.completed" defaultMessage="Completed" />} />
          <Stepper.Completed>{registeredEmail && <SignupDoneStep email={registeredEmail} />}</Stepper.Completed>
        </Stepper>
      </Stack>
    </AuthCard>
  );
}
