import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { firstRunAreas } from './first-run.areas';

const FirstRunPage = lazy(() => import('./FirstRunPage').then((m) => ({ default: m.FirstRunPage })));

export const firstRunFeature: Feature = {
  appRoutes: [{ path: 'welcome', element: <FirstRunPage />, handle: titled(firstRunAreas.welcome.title) }],
};
