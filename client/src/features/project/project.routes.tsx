import { IconLayoutKanban } from '@tabler/icons-react';
import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { withAppDefaults } from '../../components/appIcon';
import { projectAreas } from './project.areas';

const TeamProjectsPage = lazy(() => import('./TeamProjectsPage').then((m) => ({ default: m.TeamProjectsPage })));
const ProjectsPage = lazy(() => import('./ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailPage = lazy(() => import('./ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })));

export const projectFeature: Feature = {
  appRoutes: [
    { path: 'team/:teamId/project', element: <TeamProjectsPage />, handle: titled(projectAreas.teamProjects.title) },
    { path: 'project', element: <ProjectsPage />, handle: titled(projectAreas.projects.title) },
    { path: 'project/:projectId', element: <ProjectDetailPage />, handle: titled(projectAreas.project.title) },
  ],
  navigation: { path: '/project', area: projectAreas.projects, icon: withAppDefaults(IconLayoutKanban) },
};
