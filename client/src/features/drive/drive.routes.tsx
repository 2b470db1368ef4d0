import { IconFolderOpen } from '@tabler/icons-react';
import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { withAppDefaults } from '../../components/appIcon';
import { driveAreas } from './drive.areas';

const DrivePage = lazy(() => import('./DrivePage').then((m) => ({ default: m.DrivePage })));

export const driveFeature: Feature = {
  appRoutes: [{ path: 'drive', element: <DrivePage />, handle: titled(driveAreas.drive.title) }],
  navigation: { path: '/drive', area: driveAreas.drive, icon: withAppDefaults(IconFolderOpen) },
};
