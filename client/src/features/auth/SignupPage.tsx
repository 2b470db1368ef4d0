import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Collapse,
  Divider,
  Group,
  Loader,
  Stack,
  Stepper,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DEFAULT_TIMEZONE, toGraphqlLocale } from '@domain/locale';
import { isValidEmail, PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages, useErrorMessage, useFieldErrors } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { useRedirectSuffix } from '../../app/guards';
import { browserTimeZone } from '../../app/useTimezoneSync';
import { FormAlert } from '../../components/FormAlert';
import { IconCheck, IconMail } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { notifySuccess } from '../../components/notify';
import { PasswordField } from '../../components/PasswordField';
import { useLocale } from '../../i18n/I18nProvider';
import { LANGUAGE_NAMES } from '../../i18n/messages';
import { AuthCard } from './AuthLayout';
import { AuthFormHeader } from './AuthFormHeader';
import { EmailField } from './EmailField';
import { authMessages } from './messages';
import { EmailExistsDocument, SignUpDocument } from './operations';
import { useEmailError } from './useEmailError';
import { useNewPasswordErrors } from './useNewPasswordErrors';
import { useResendVerificationEmail } from './useResendVerificationEmail';

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
            <AgreementStep
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
            <InformationStep
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
          <Stepper.Completed>{registeredEmail && <CompletedStep email={registeredEmail} />}</Stepper.Completed>
        </Stepper>
      </Stack>
    </AuthCard>
  );
}

interface Agreements {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

interface AgreementItemProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly label: ReactNode;
  readonly details: ReactNode;
}

function AgreementItem({ checked, onChange, label, details }: AgreementItemProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} label={label} />
        <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} style={{ flex: 'none' }}>
          <Text size="xs" c="brand.7" fw={500}>
            {open ? (
              <FormattedMessage id="auth.signup.agreement.hide" defaultMessage="Hide" />
            ) : (
              <FormattedMessage id="auth.signup.agreement.view" defaultMessage="View" />
            )}
          </Text>
        </UnstyledButton>
      </Group>
      <Collapse expanded={open}>
        <Text size="xs" c="gray.7" mt={8} ml={30} p="sm" bg="gray.0" style={{ borderRadius: 6, lineHeight: 1.6 }}>
          {details}
        </Text>
      </Collapse>
    </Box>
  );
}

interface AgreementStepProps {
  readonly value: Agreements;
  readonly onChange: (value: Agreements) => void;
  readonly onNext: () => void;
  readonly showError: boolean;
}

function AgreementStep({ value, onChange, onNext, showError }: AgreementStepProps) {
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
        <AgreementItem
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
        <AgreementItem
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
        <AgreementItem
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

function AlreadyHaveAccount() {
  const redirectSuffix = useRedirectSuffix();
  return (
    <Text size="sm" c="gray.7" ta="center">
      <FormattedMessage id="auth.signup.haveAccount" defaultMessage="Already have an account?" />{' '}
      <Anchor component={Link} to={`/auth/login${redirectSuffix}`} fw={600}>
        <FormattedMessage id="auth.signup.toLogin" defaultMessage="Log in" />
      </Anchor>
    </Text>
  );
}

type EmailStatus = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Debounced live check of the e-mail through `emailExists` (spec 2 section 5). */
function useEmailAvailability(email: string): EmailStatus {
  const client = useApolloClient();
  const [status, setStatus] = useState<EmailStatus>('idle');

  useEffect(() => {
    const value = email.trim();
    if (!isValidEmail(value)) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    let current = true;
    const timer = window.setTimeout(() => {
      client
        .query({
          query: EmailExistsDocument,
          variables: { email: value },
          fetchPolicy: 'network-only',
          context: { skipAuthRefresh: true },
        })
        .then(({ data }) => {
          if (current) setStatus(data?.emailExists ? 'taken' : 'available');
        })
        .catch(() => {
          if (current) setStatus('unknown');
        });
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [client, email]);

  return status;
}

interface InformationStepProps {
  readonly agreements: Agreements;
  readonly onBack: () => void;
  readonly onDone: (email: string) => void;
  readonly onAgreementMissing: () => void;
}

interface InfoErrors {
  name?: string;
  email?: string;
  password?: string;
  passwordConfirmation?: string;
}

function InformationStep({ agreements, onBack, onDone, onAgreementMissing }: InformationStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatError = useErrorMessage();
  const fieldErrorsOf = useFieldErrors();
  const emailErrorOf = useEmailError();
  const newPasswordErrorsOf = useNewPasswordErrors();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState<Record<keyof InfoErrors, boolean>>({
    name: false,
    email: false,
    password: false,
    passwordConfirmation: false,
  });
  const [serverErrors, setServerErrors] = useState<InfoErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailStatus = useEmailAvailability(email);
  const [signUp, { loading }] = useMutation(SignUpDocument, { context: { skipAuthRefresh: true } });
  const timezone = browserTimeZone() ?? DEFAULT_TIMEZONE;

  const passwordErrors = newPasswordErrorsOf(password, confirmation);
  const validation: InfoErrors = {
    name: name.trim() ? undefined : intl.formatMessage(errorMessages.nameRequired),
    email: emailErrorOf(email) ?? (emailStatus === 'taken' ? intl.formatMessage(errorMessages.emailExists) : undefined),
    password: passwordErrors.password,
    passwordConfirmation: passwordErrors.confirmation,
  };

  const shown = (field: keyof InfoErrors): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    // "taken" is shown at once: the user should not have to leave the field to learn it.
    if (field === 'email' && emailStatus === 'taken') return validation.email;
    return touched[field] ? validation[field] : undefined;
  };

  const touch = (field: keyof InfoErrors) => setTouched((value) => ({ ...value, [field]: true }));
  const clearServer = (field: keyof InfoErrors) =>
    setServerErrors((value) => (value[field] ? { ...value, [field]: undefined } : value));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setTouched({ name: true, email: true, password: true, passwordConfirmation: true });
    if (Object.values(validation).some(Boolean)) return;
    if (!agreements.terms || !agreements.privacy) {
      onAgreementMissing();
      return;
    }
    try {
      const { data } = await signUp({
        variables: {
          input: {
            name: name.trim(),
            email: email.trim(),
            password,
            passwordConfirmation: confirmation,
            language: toGraphqlLocale(locale),
            timezone,
            termsAgreed: agreements.terms,
            privacyAgreed: agreements.privacy,
            marketingAgreed: agreements.marketing,
          },
        },
      });
      onDone(data?.signUp.email ?? email.trim());
    } catch (error) {
      if (apiErrors(error).some((entry) => entry.reason === 'AGREEMENT_REQUIRED')) {
        onAgreementMissing();
        return;
      }
      const byField = normaliseFields(fieldErrorsOf(error));
      if (apiErrors(error).some((entry) => entry.reason === 'EMAIL_EXISTS') && !byField.email) {
        byField.email = intl.formatMessage(errorMessages.emailExists);
      }
      if (Object.values(byField).some(Boolean)) {
        setServerErrors(byField);
        return;
      }
      setFormError(formatError(error));
    }
  };

  const emailDescription =
    emailStatus === 'available' && !shown('email') ? (
      <Text component="span" size="xs" c="green.8">
        <FormattedMessage id="auth.signup.emailAvailable" defaultMessage="This email is available." />
      </Text>
    ) : emailStatus === 'checking' ? (
      <FormattedMessage id="auth.signup.emailChecking" defaultMessage="Checking the email…" />
    ) : undefined;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" mt="md">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          label={intl.formatMessage(authMessages.nameLabel)}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clearServer('name');
          }}
          onBlur={() => touch('name')}
          error={shown('name')}
          required
        />
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clearServer('email');
          }}
          onBlur={() => touch('email')}
          error={shown('email')}
          description={emailDescription}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rightSection={emailStatus === 'checking' ? <Loader size={14} /> : emailStatus === 'available' ? <Text c="green.7" component="span" style={{ display: 'inline-flex' }}><IconCheck size={16} /></Text> : null}
        />
        <PasswordField
          label={intl.formatMessage(authMessages.passwordLabel)}
          description={intl.formatMessage(authMessages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clearServer('password');
          }}
          onBlur={() => touch('password')}
          error={shown('password')}
          required
        />
        <PasswordField
          label={intl.formatMessage(authMessages.passwordConfirmLabel)}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value);
            clearServer('passwordConfirmation');
          }}
          onBlur={() => touch('passwordConfirmation')}
          error={shown('passwordConfirmation')}
          required
        />
        <Text size="xs" c="gray.6">
          <FormattedMessage
            id="auth.signup.browserSettings"
            defaultMessage="Language {language} and time zone {timezone} are taken from this browser. You can change them later in your settings."
            values={{ language: LANGUAGE_NAMES[locale], timezone }}
          />
        </Text>
        <Group grow mt="xs">
          <Button variant="default" onClick={onBack} disabled={loading}>
            <FormattedMessage id="common.back" defaultMessage="Back" />
          </Button>
          <Button type="submit" loading={loading} disabled={loading || emailStatus === 'checking'}>
            <FormattedMessage id="auth.signup.submit" defaultMessage="Sign up" />
          </Button>
        </Group>
        <AlreadyHaveAccount />
      </Stack>
    </form>
  );
}

/** Server fields may come as "input.email"; keep the last segment. */
function normaliseFields(fields: Record<string, string>): InfoErrors {
  const out: InfoErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const last = key.split('.').pop() ?? key;
    if (last === 'name' || last === 'email' || last === 'password' || last === 'passwordConfirmation') {
      out[last] = message;
    }
  }
  return out;
}

function CompletedStep({ email }: { readonly email: string }) {
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
