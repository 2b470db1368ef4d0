import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { FALLBACK_LOCALE, type SupportedLocale } from '@domain/locale';
import { loadMessages, type Messages } from './messages';

interface LocaleContextValue {
  readonly locale: SupportedLocale;
  /** Switches the interface language (loads its messages first). */
  readonly setLocale: (locale: SupportedLocale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') {
    if (import.meta.env.DEV) console.warn(error.message);
    return;
  }
  console.error(error);
};

interface Props {
  readonly initialLocale: SupportedLocale;
  readonly initialMessages: Messages;
  readonly children: ReactNode;
}

export function I18nProvider({ initialLocale, initialMessages, children }: Props) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(async (locale: SupportedLocale) => {
    const messages = await loadMessages(locale);
    setState((current) => (current.locale === locale ? current : { locale, messages }));
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={state.locale}
        defaultLocale={FALLBACK_LOCALE}
        messages={state.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
