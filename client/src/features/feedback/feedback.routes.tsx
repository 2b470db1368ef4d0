import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { feedbackAreas } from './feedback.areas';

const ComingSoonPage = lazy(() => import('../../components/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));

/** Peer feedback is not built yet: its routes say so honestly inside the layout. */
export const feedbackFeature: Feature = {
  appRoutes: [
    {
      path: 'workspace/:workspaceId/feedback',
      element: <ComingSoonPage {...feedbackAreas.feedback} />,
      handle: titled(feedbackAreas.feedback.title),
    },
    {
      path: 'workspace/:workspaceId/feedback/:feedbackId',
      element: <ComingSoonPage {...feedbackAreas.feedbackItem} />,
      handle: titled(feedbackAreas.feedbackItem.title),
    },
  ],
};
