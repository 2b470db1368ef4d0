import { IconTarget } from '@tabler/icons-react';
import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { withAppDefaults } from '../../components/appIcon';
import { goalAreas } from './goal.areas';

const TeamGoalListPage = lazy(() => import('./GoalListPage').then((m) => ({ default: m.TeamGoalListPage })));
const AllGoalListPage = lazy(() => import('./GoalListPage').then((m) => ({ default: m.AllGoalListPage })));
const GoalDetailPage = lazy(() => import('./GoalDetailPage').then((m) => ({ default: m.GoalDetailPage })));

export const goalFeature: Feature = {
  appRoutes: [
    { path: 'team/:teamId/goal', element: <TeamGoalListPage />, handle: titled(goalAreas.teamGoals.title) },
    { path: 'goal', element: <AllGoalListPage />, handle: titled(goalAreas.goals.title) },
    { path: 'goal/:goalId', element: <GoalDetailPage />, handle: titled(goalAreas.goal.title) },
  ],
  navigation: { path: '/goal', area: goalAreas.goals, icon: withAppDefaults(IconTarget) },
};
