import { useMutation } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_TIMEZONE, toGraphqlLocale } from '@domain/locale';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages, useErrorMessage, useFieldErrors } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { browserTimeZone } from '../../app/useTimezoneSync';
import { FormAlert } from '../../components/FormAlert';
import { IconCheck } from '../../components/icons';
import { PasswordField } from '../../components/PasswordField';
import { graphql } from '../../gql';
import { useLocale } from '../../i18n/I18nProvider';
import { LANGUAGE_NAMES } from '../../i18n/messages';
import { AlreadyHaveAccount } from './AlreadyHaveAccount';
import { EmailField } from './EmailField';
import { authMessages } from './messages';
import type { Agreements } from './SignupAgreementStep';
import { useEmailAvailability } from './useEmailAvailability';
import { useEmailError } from './useEmailError';
import { useNewPasswordErrors } from './useNewPasswordErrors';

const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      email
    }
  }
`);

/** The invitation of a sign-up link (/auth/signup?invitation={id}&email={address}). */
export interface SignupInvitation {
  readonly id: string;
  readonly email: string;
}

interface SignupInformationStepProps {
  readonly agreements: Agreements;
  /** A sign-up from an invitation: the address is the invited one, fixed, and the invitation goes along. */
  readonly invitation?: SignupInvitation | null;
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

/** Sign-up step 2: name, e-mail (checked live; fixed after an invitation), password twice; submits the sign-up. */
export function SignupInformationStep({
  agreements,
  invitation = null,
  onBack,
  onDone,
  onAgreementMissing,
}: SignupInformationStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatError = useErrorMessage();
  const fieldErrorsOf = useFieldErrors();
  const emailErrorOf = useEmailError();
  const newPasswordErrorsOf = useNewPasswordErrors();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitation?.email ?? '');
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
            invitationId: invitation?.id ?? null,
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

  const emailDescription = invitation ? (
    <FormattedMessage id="auth.signup.invitedEmail" defaultMessage="The invitation was sent to this address." />
  ) : emailStatus === 'available' && !shown('email') ? (
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
          readOnly={invitation !== null}
          variant={invitation ? 'filled' : 'default'}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clearServer('email');
          }}
          onBlur={() => touch('email')}
          error={shown('email')}
          description={emailDescription}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rightSection={
            emailStatus === 'checking' ? (
              <Loader size={14} />
            ) : emailStatus === 'available' ? (
              <Text c="green.7" component="span" style={{ display: 'inline-flex' }}>
                <IconCheck size={16} />
              </Text>
            ) : null
          }
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
