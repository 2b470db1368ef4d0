import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { workspaceAreas } from './workspace.areas';

const WorkspaceSettingsPage = lazy(() =>
  import('./WorkspaceSettingsPage').then((m) => ({ default: m.WorkspaceSettingsPage })),
);

export const workspaceFeature: Feature = {
  appRoutes: [
    {
      path: 'workspace/:id/setting',
      element: <WorkspaceSettingsPage />,
      handle: titled(workspaceAreas.workspaceSettings.title),
    },
  ],
};
