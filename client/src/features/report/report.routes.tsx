import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { reportAreas } from './report.areas';

const ReportsPage = lazy(() => import('./ReportsPage').then((m) => ({ default: m.ReportsPage })));
const ReportPage = lazy(() => import('./ReportPage').then((m) => ({ default: m.ReportPage })));

/** Reports (spec 2): the sent and received lists of a workspace and the report page. The sidebar's link is the workspace section's (shell). */
export const reportFeature: Feature = {
  appRoutes: [
    { path: 'workspace/:workspaceId/report', element: <ReportsPage />, handle: titled(reportAreas.reports.title) },
    {
      path: 'workspace/:workspaceId/report/:reportId',
      element: <ReportPage />,
      handle: titled(reportAreas.report.title),
    },
  ],
};
