import { IconCalendarWeek } from '@tabler/icons-react';
import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { withAppDefaults } from '../../components/appIcon';
import { plannerAreas } from './planner.areas';

const PlannerPage = lazy(() => import('./PlannerPage').then((m) => ({ default: m.PlannerPage })));

export const plannerFeature: Feature = {
  appRoutes: [
    {
      path: 'planner',
      element: <PlannerPage />,
      handle: { ...titled(plannerAreas.planner.title), fillsContent: true },
    },
  ],
  navigation: { path: '/planner', area: plannerAreas.planner, icon: withAppDefaults(IconCalendarWeek) },
};
