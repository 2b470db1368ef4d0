import { Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AuthCard } from './AuthLayout';
import { AuthFormHeader } from './AuthFormHeader';
import { SignupAgreementStep, type Agreements } from './SignupAgreementStep';
import { SignupDoneStep } from './SignupDoneStep';
import { SignupInformationStep } from './SignupInformationStep';

/** /auth/signup in three steps (spec 2 section 2): agreement, information, completed. */
export function SignupPage() {
  const [step, setStep] = useState(0);
  const [agreements, setAgreements] = useState<Agreements>({ terms: false, privacy: false, marketing: false });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [agreementError, setAgreementError] = useState(false);

  return (
    <AuthCard wide>
      <Stack gap="lg">
        <AuthFormHeader title={<FormattedMessage id="auth.signup.title" defaultMessage="Create your account" />} />
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
