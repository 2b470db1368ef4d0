import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { SupportedLocale } from '@domain/locale';
import { apolloClient } from '../apollo/client';
import { useSession } from '../apollo/session';
import { detectLocale } from '../i18n/detect';
import { I18nProvider, useLocale } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import { createAppRouter } from './router';
import { theme } from './theme';
import { useRefetchOnFocus } from './useRefetchOnFocus';
import { useViewer } from './useViewer';

/** Switches to the signed-in user's language once per sign-in (spec 2 section 9 detection order). */
function SessionEffects() {
  const viewer = useViewer();
  const { status } = useSession();
  const { setLocale } = useLocale();
  const syncedFor = useRef<string | null>(null);
  const userId = viewer?.id ?? null;
  const language = viewer?.language ?? null;

  useEffect(() => {
    if (!userId) {
      syncedFor.current = null;
      return;
    }
    if (syncedFor.current === userId) return;
    syncedFor.current = userId;
    void setLocale(detectLocale({ userId, userLanguage: language }));
  }, [userId, language, setLocale]);

  useRefetchOnFocus(status === 'authenticated');
  return null;
}

interface AppProps {
  readonly initialLocale: SupportedLocale;
  readonly initialMessages: Messages;
}

export function App({ initialLocale, initialMessages }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={apolloClient}>
      <I18nProvider initialLocale={initialLocale} initialMessages={initialMessages}>
        <MantineProvider theme={theme} forceColorScheme="light">
          {/* Bottom right: toasts never cover headers, menus or the drawer's controls. */}
          <Notifications position="bottom-right" zIndex={1000} limit={4} />
          <SessionEffects />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>
    </ApolloProvider>
  );
}
