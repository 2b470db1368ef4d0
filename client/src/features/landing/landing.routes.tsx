import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';

const LandingPage = lazy(() => import('./LandingPage').then((m) => ({ default: m.LandingPage })));

export const landingFeature: Feature = {
  publicRoutes: [
    {
      path: 'landing',
      element: <LandingPage />,
      handle: titled({ id: 'page.landing.title', defaultMessage: 'Team goals, linked to every day' }),
    },
  ],
};
