import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { reportAreas } from './report.areas';

const ComingSoonPage = lazy(() => import('../../components/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));

/** Reports are not built yet: their routes say so honestly inside the layout. */
export const reportFeature: Feature = {
  appRoutes: [
    { path: 'workspace/:workspaceId/report', element: <ComingSoonPage {...reportAreas.reports} />, handle: titled(reportAreas.reports.title) },
    {
      path: 'workspace/:workspaceId/report/:reportId',
      element: <ComingSoonPage {...reportAreas.report} />,
      handle: titled(reportAreas.report.title),
    },
  ],
};
