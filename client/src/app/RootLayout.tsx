import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { endSession } from '../apollo/client';
import { getSessionSnapshot, onSessionLost } from '../apollo/session';
import { notifyError } from '../components/notify';
import { PageSkeleton } from '../components/PageSkeleton';
import { useRouteTitle } from './routeHandle';
import { useLayoutViewport } from './useLayoutViewport';

/**
 * The root route: page-wide effects that need the router (viewport mode, session loss). Dialogs are
 * Mantine modals that their components render; nothing opens one by call, so there is no modals
 * manager. A lost session empties the cache; the route guard then sends the user to the login page
 * with the page they were on remembered.
 */
export function RootLayout() {
  const intl = useIntl();
  const title = useRouteTitle();
  const pageTitle = title ? intl.formatMessage(title) : '';
  useLayoutViewport();

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · Quarter` : 'Quarter';
  }, [pageTitle]);

  useEffect(
    () =>
      onSessionLost(() => {
        // Only a signed-in tab has a session to lose (a public page may see a 404 too).
        if (getSessionSnapshot().status !== 'authenticated') return;
        notifyError(
          intl.formatMessage({
            id: 'shell.sessionExpired',
            defaultMessage: 'Your session has expired. Please log in again.',
          }),
        );
        void endSession('lost');
      }),
    [intl],
  );

  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}
