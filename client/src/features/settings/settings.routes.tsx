import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { settingsTitle } from './messages';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));

export const settingsFeature: Feature = {
  appRoutes: [{ path: 'auth/setting', element: <SettingsPage />, handle: titled(settingsTitle) }],
};
