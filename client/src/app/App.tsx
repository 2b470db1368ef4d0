import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterProvider } from 'react-router/dom';
import type { SupportedLocale } from '@domain/locale';
import { startCacheRetention } from '../apollo/cacheLifetime';
import { apolloClient } from '../apollo/client';
import { useSession } from '../apollo/session';
import { detectLocale } from '../i18n/detect';
import { I18nProvider, useLocale } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import { createAppRouter } from './router';
import { accessibleColors, SIDEBAR_WIDTH, theme } from './theme';
import { useRefetchOnFocus } from './useRefetchOnFocus';
import { useViewer } from './useViewer';

/** Switches to the signed-in user's language once per sign-in; keeps the query cache to its lifetime. */
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
  useEffect(() => startCacheRetention(apolloClient), []);
  return null;
}

/**
 * Mantine themed once, with the accessible names of its icon-only parts translated: the close
 * buttons of toasts, modals and drawers would otherwise have no name a screen reader can say.
 */
function ThemeProvider({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' });
  const localized = useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return mergeThemeOverrides(theme, {
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        // A menu opened from the keyboard puts the focus on its first item (no empty placeholder
        // element, which is not a menu item and breaks the menu's list of children).
        Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        CloseButton: { defaultProps: { 'aria-label': close } },
      },
    });
  }, [close]);
  return (
    <MantineProvider theme={localized} forceColorScheme="light" cssVariablesResolver={accessibleColors}>
      {children}
    </MantineProvider>
  );
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
        <ThemeProvider>
          {/* Bottom left, past the sidebar: toasts never cover headers, menus, the drawer's controls or the
              planner's side panels (the inbox rows). */}
          <Notifications position="bottom-left" style={{ left: SIDEBAR_WIDTH + 16 }} zIndex={1000} limit={4} />
          <SessionEffects />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </ApolloProvider>
  );
}
