import { Box, Button, Checkbox, Divider, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { FormAlert } from '../../components/FormAlert';
import { AlreadyHaveAccount } from './AlreadyHaveAccount';
import { SignupAgreementItem } from './SignupAgreementItem';

/** What the user agreed to on the first sign-up step; terms and privacy are required. */
export interface Agreements {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

interface SignupAgreementStepProps {
  readonly value: Agreements;
  readonly onChange: (value: Agreements) => void;
  readonly onNext: () => void;
  readonly showError: boolean;
}

/** Sign-up step 1: agree to all, or to each item; Next once the required ones are checked. */
export function SignupAgreementStep({ value, onChange, onNext, showError }: SignupAgreementStepProps) {
  const all = value.terms && value.privacy && value.marketing;
  const some = value.terms || value.privacy || value.marketing;
  const requiredDone = value.terms && value.privacy;

  return (
    <Stack gap="md" mt="md">
      <Text size="sm" c="gray.7">
        <FormattedMessage
          id="auth.signup.agreement.intro"
          defaultMessage="Please read and agree to the terms below. Marketing messages are optional: you can use Quarter without them."
        />
      </Text>
      {showError && (
        <FormAlert>
          <FormattedMessage {...errorMessages.agreementRequired} />
        </FormAlert>
      )}
      <Box p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            onChange({ terms: next, privacy: next, marketing: next });
          }}
          label={
            <Text fw={600} size="sm">
              <FormattedMessage id="auth.signup.agreement.all" defaultMessage="Agree to all" />
            </Text>
          }
        />
      </Box>
      <Divider />
      <Stack gap="sm">
        <SignupAgreementItem
          checked={value.terms}
          onChange={(terms) => onChange({ ...value, terms })}
          label={
            <FormattedMessage
              id="auth.signup.agreement.terms"
              defaultMessage="(Required) I agree to the Terms of Service"
            />
          }
          details={
            <FormattedMessage
              id="auth.signup.agreement.termsDetails"
              defaultMessage="Quarter provides tools to plan work, share goals and exchange feedback within workspaces. You are responsible for the content you create and must not misuse the service. We may change or end features with prior notice."
            />
          }
        />
        <SignupAgreementItem
          checked={value.privacy}
          onChange={(privacy) => onChange({ ...value, privacy })}
          label={
            <FormattedMessage
              id="auth.signup.agreement.privacy"
              defaultMessage="(Required) I agree to the collection and use of personal information"
            />
          }
          details={
            <FormattedMessage
              id="auth.signup.agreement.privacyDetails"
              defaultMessage="We collect your name, email, language and time zone to run your account, and keep them until you delete the account. Your work data is shared only with the workspaces you join."
            />
          }
        />
        <SignupAgreementItem
          checked={value.marketing}
          onChange={(marketing) => onChange({ ...value, marketing })}
          label={
            <FormattedMessage
              id="auth.signup.agreement.marketing"
              defaultMessage="(Optional) I agree to receive news and offers"
            />
          }
          details={
            <FormattedMessage
              id="auth.signup.agreement.marketingDetails"
              defaultMessage="Occasional emails about new features, events and offers. You can withdraw this consent at any time."
            />
          }
        />
      </Stack>
      <Button fullWidth mt="xs" disabled={!requiredDone} onClick={onNext}>
        <FormattedMessage id="common.next" defaultMessage="Next" />
      </Button>
      {!requiredDone && (
        <Text size="xs" c="gray.6" ta="center">
          <FormattedMessage
            id="auth.signup.agreement.requiredHint"
            defaultMessage="Agree to the required items to continue."
          />
        </Text>
      )}
      <AlreadyHaveAccount />
    </Stack>
  );
}
