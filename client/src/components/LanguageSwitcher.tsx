import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { FormattedMessage } from 'react-intl';
import { isSupportedLocale, SUPPORTED_LOCALES } from '@domain/locale';
import { useSession } from '../apollo/session';
import { storeLocale } from '../i18n/detect';
import { useLocale } from '../i18n/I18nProvider';
import { LANGUAGE_NAMES } from '../i18n/messages';

/** A compact language picker (label + native select) for the landing and auth pages. */
export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const { userId } = useSession();
  const id = useId();

  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} size="xs" c="gray.7" fw={500}>
        <FormattedMessage id="common.language" defaultMessage="Language" />
      </Text>
      <NativeSelect
        id={id}
        size="xs"
        w={{ base: 108, sm: 124 }}
        value={locale}
        data={SUPPORTED_LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isSupportedLocale(next)) return;
          storeLocale(next, userId);
          void setLocale(next);
        }}
      />
    </Group>
  );
}
