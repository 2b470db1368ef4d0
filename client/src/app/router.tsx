import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { NavigationEntry } from './feature';
import { features } from './features';
import { RequireAuth, RootRedirect } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The whole route table of spec 3 section 2, gathered from the features (app/features.ts). Pages
 * are lazy chunks, so the first load only carries the shell.
 */

const AppLayout = lazy(() => import('../features/shell').then((m) => ({ default: m.AppLayout })));

const publicRoutes = features.flatMap((feature) => feature.publicRoutes ?? []);
const appRoutes = features.flatMap((feature) => feature.appRoutes ?? []);
const navigation = features.flatMap((feature): NavigationEntry[] => (feature.navigation ? [feature.navigation] : []));
const shellWidgets = features.flatMap((feature) => feature.shellWidgets ?? []);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...publicRoutes,
      {
        element: <RequireAuth />,
        children: [{ element: <AppLayout navigation={navigation} widgets={shellWidgets} />, children: appRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
