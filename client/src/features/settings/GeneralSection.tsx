import {
  Avatar,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  fromGraphqlLocale,
  SUPPORTED_LOCALES,
  toGraphqlLocale,
  isSupportedLocale,
  type SupportedLocale,
} from '@domain/locale';
import { errorMessages, useErrorMessage, useFieldErrors } from '../../apollo/errorMessages';
import { browserTimeZone, rememberTimezoneChoice } from '../../app/useTimezoneSync';
import { IconTrash, IconUpload } from '../../components/icons';
import { notifyError } from '../../components/notify';
import type { SessionUserFragment, UpdateProfileInput } from '../../gql/graphql';
import { storeLocale } from '../../i18n/detect';
import { useLocale } from '../../i18n/I18nProvider';
import { LANGUAGE_NAMES } from '../../i18n/messages';
import { initialOf } from '../../components/initials';
import { settingsMessages } from './messages';
import { CancelSaveFooter } from './CancelSaveFooter';
import { SettingsSection } from './SettingsSection';
import { timeZoneOptionsWith } from './timeZones';
import { PROFILE_IMAGE_TYPES, uploadProfileImage } from './uploadProfileImage';
import { useUpdateProfile } from './useUpdateProfile';

export const MBTI_TYPES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
] as const;

interface FormValues {
  name: string;
  mbti: string;
  phone: string;
  language: SupportedLocale;
  timezone: string;
}

function valuesOf(viewer: SessionUserFragment): FormValues {
  return {
    name: viewer.name,
    mbti: viewer.mbti ?? '',
    phone: viewer.phone ?? '',
    language: fromGraphqlLocale(viewer.language),
    timezone: viewer.timezone,
  };
}

/** General tab: profile image, name, e-mail (read only), MBTI, phone, language and time zone. */
export function GeneralSection({ viewer }: { readonly viewer: SessionUserFragment }) {
  const intl = useIntl();
  const { setLocale } = useLocale();
  const fieldErrorsOf = useFieldErrors();
  const [update, { loading: saving }] = useUpdateProfile(viewer);
  const [values, setValues] = useState<FormValues>(() => valuesOf(viewer));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const initial = useMemo(() => valuesOf(viewer), [viewer]);

  // Follow changes that arrive from elsewhere (another tab) while nothing is being edited.
  const dirty = (Object.keys(initial) as Array<keyof FormValues>).some((key) => values[key] !== initial[key]);
  useEffect(() => {
    if (!dirty) setValues(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change from elsewhere resets the form, not the edit itself
  }, [initial]);

  const browserZone = browserTimeZone();
  const zones = useMemo(() => timeZoneOptionsWith(values.timezone, browserZone), [values.timezone, browserZone]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: intl.formatMessage(errorMessages.nameRequired) });
      return;
    }
    const input: UpdateProfileInput = {};
    if (values.name.trim() !== initial.name) input.name = values.name.trim();
    if (values.mbti !== initial.mbti) input.mbti = values.mbti || null;
    if (values.phone.trim() !== initial.phone) input.phone = values.phone.trim() || null;
    if (values.language !== initial.language) input.language = toGraphqlLocale(values.language);
    if (values.timezone !== initial.timezone) input.timezone = values.timezone;
    if (Object.keys(input).length === 0) return;

    const error = await update(input);
    if (error) {
      const fields = fieldErrorsOf(error);
      setErrors({
        name: fields['name'] ?? fields['input.name'],
        mbti: fields['mbti'] ?? fields['input.mbti'],
        phone: fields['phone'] ?? fields['input.phone'],
        timezone: fields['timezone'] ?? fields['input.timezone'],
      });
      return;
    }
    if (input.language) {
      storeLocale(values.language, viewer.id);
      void setLocale(values.language);
    }
    if (input.timezone) rememberTimezoneChoice(viewer.id, input.timezone === browserZone ? null : input.timezone);
  };

  return (
    <SettingsSection
      title={<FormattedMessage id="settings.general.title" defaultMessage="Profile" />}
      description={
        <FormattedMessage id="settings.general.description" defaultMessage="How you appear to your colleagues." />
      }
    >
      <ProfileImage viewer={viewer} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <TextInput
              label={<FormattedMessage id="settings.field.name" defaultMessage="Name" />}
              value={values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              autoComplete="name"
              maxLength={50}
              required
            />
            <TextInput
              label={<FormattedMessage id="settings.field.email" defaultMessage="Email" />}
              value={viewer.email}
              readOnly
              variant="filled"
              description={
                <FormattedMessage id="settings.field.emailReadOnly" defaultMessage="The email cannot be changed." />
              }
            />
            <NativeSelect
              label={<FormattedMessage id="settings.field.mbti" defaultMessage="MBTI" />}
              value={values.mbti}
              onChange={(event) => set('mbti', event.currentTarget.value)}
              error={errors.mbti}
              data={[
                { value: '', label: intl.formatMessage(settingsMessages.notSet) },
                ...MBTI_TYPES.map((type) => ({ value: type, label: type })),
              ]}
            />
            <TextInput
              label={<FormattedMessage id="settings.field.phone" defaultMessage="Phone" />}
              type="tel"
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={errors.phone}
              autoComplete="tel"
              placeholder="010-1234-5678"
              maxLength={30}
            />
            <NativeSelect
              label={<FormattedMessage id="settings.field.language" defaultMessage="Language" />}
              value={values.language}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isSupportedLocale(next)) set('language', next);
              }}
              data={SUPPORTED_LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            />
            <Select
              label={<FormattedMessage id="settings.field.timezone" defaultMessage="Time zone" />}
              value={values.timezone}
              onChange={(value) => value && set('timezone', value)}
              data={zones}
              searchable
              allowDeselect={false}
              maxDropdownHeight={280}
              nothingFoundMessage={
                <FormattedMessage id="settings.field.timezoneNone" defaultMessage="No matching time zone" />
              }
              error={errors.timezone}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          {browserZone && values.timezone !== browserZone && (
            <Text size="xs" c="gray.6" mt={-6}>
              <FormattedMessage
                id="settings.field.timezoneBrowser"
                defaultMessage="This browser is set to {zone}. Quarter uses the time zone you choose here on this device."
                values={{ zone: browserZone }}
              />
            </Text>
          )}
          <CancelSaveFooter dirty={dirty} saving={saving} onCancel={() => setValues(initial)} />
        </Stack>
      </form>
    </SettingsSection>
  );
}

function ProfileImage({ viewer }: { readonly viewer: SessionUserFragment }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [update] = useUpdateProfile(viewer);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | null) => {
    if (!file) return;
    if (!PROFILE_IMAGE_TYPES.includes(file.type)) {
      notifyError(intl.formatMessage(errorMessages.unsupportedType));
      return;
    }
    setUploading(true);
    try {
      const url = await uploadProfileImage(file);
      await update({ profileImageUrl: url });
    } catch (error) {
      const message = formatError(error);
      if (message) notifyError(message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap">
      <Avatar src={viewer.profileImageUrl ?? null} alt="" size={72} radius="xl" color="brand" variant="filled">
        <Text fz={24} fw={700} c="white" component="span">
          {initialOf(viewer.name)}
        </Text>
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={(file) => void onFile(file)} accept={PROFILE_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={uploading}>
                <FormattedMessage id="settings.photo.upload" defaultMessage="Upload photo" />
              </Button>
            )}
          </FileButton>
          {viewer.profileImageUrl && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconTrash size={14} />}
              disabled={uploading}
              onClick={() => void update({ profileImageUrl: null })}
            >
              <FormattedMessage id="settings.photo.remove" defaultMessage="Remove photo" />
            </Button>
          )}
        </Group>
        <Text size="xs" c="gray.6">
          <FormattedMessage
            id="settings.photo.hint"
            defaultMessage="PNG, JPEG, GIF or WebP. A square image looks best."
          />
        </Text>
      </Stack>
    </Group>
  );
}
