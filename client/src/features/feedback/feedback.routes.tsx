import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { feedbackAreas } from './feedback.areas';

const FeedbackPage = lazy(() => import('./FeedbackPage').then((m) => ({ default: m.FeedbackPage })));

/**
 * Peer feedback (spec 3): the received and sent lists and requests of a workspace (`?tab=`), and one
 * feedback by its address, in the same page. The sidebar's link is the workspace section's (shell).
 */
export const feedbackFeature: Feature = {
  appRoutes: [
    {
      path: 'workspace/:workspaceId/feedback',
      element: <FeedbackPage />,
      handle: titled(feedbackAreas.feedback.title),
    },
    {
      path: 'workspace/:workspaceId/feedback/:feedbackId',
      element: <FeedbackPage />,
      handle: titled(feedbackAreas.feedbackItem.title),
    },
  ],
};
