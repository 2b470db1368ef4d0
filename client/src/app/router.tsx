import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { areaTitles, type Area } from '../features/shell/areas';
import { PublicOnly, RequireAuth, RootRedirect } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { settingsTitle } from '../features/settings/messages';
import { pageTitles } from './pageTitles';

/**
 * The whole route table of spec 3 section 2. Pages are lazy chunks, so the first load only carries
 * the shell. Areas that are not built yet render an honest "coming soon" panel inside the layout.
 */

const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const AuthLayout = lazy(() => import('../features/auth/AuthLayout').then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
const VerifyEmailPage = lazy(() =>
  import('../features/auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const AppLayout = lazy(() => import('../features/shell/AppLayout').then((m) => ({ default: m.AppLayout })));
const ComingSoonPage = lazy(() =>
  import('../features/shell/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })),
);
const SharedNotePage = lazy(() =>
  import('../features/note/SharedNotePage').then((m) => ({ default: m.SharedNotePage })),
);
const NotePage = lazy(() => import('../features/note/NotePage').then((m) => ({ default: m.NotePage })));
const NewNotePage = lazy(() => import('../features/note/NewNotePage').then((m) => ({ default: m.NewNotePage })));

const WorkspaceSettingsPage = lazy(() =>
  import('../features/workspace/WorkspaceSettingsPage').then((m) => ({ default: m.WorkspaceSettingsPage })),
);
const TeamIndexRedirect = lazy(() =>
  import('../features/team/TeamMembersPage').then((m) => ({ default: m.TeamIndexRedirect })),
);
const TeamMembersPage = lazy(() => import('../features/team/TeamMembersPage').then((m) => ({ default: m.TeamMembersPage })));
const TeamMemberPage = lazy(() => import('../features/team/TeamMemberPage').then((m) => ({ default: m.TeamMemberPage })));
const TeamProjectsPage = lazy(() =>
  import('../features/project/TeamProjectsPage').then((m) => ({ default: m.TeamProjectsPage })),
);
const ProjectsPage = lazy(() => import('../features/project/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailPage = lazy(() =>
  import('../features/project/ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })),
);
const TeamGoalListPage = lazy(() => import('../features/goal/GoalListPage').then((m) => ({ default: m.TeamGoalListPage })));
const AllGoalListPage = lazy(() => import('../features/goal/GoalListPage').then((m) => ({ default: m.AllGoalListPage })));
const GoalDetailPage = lazy(() => import('../features/goal/GoalDetailPage').then((m) => ({ default: m.GoalDetailPage })));
const PlannerPage = lazy(() => import('../features/planner/PlannerPage').then((m) => ({ default: m.PlannerPage })));
const InvitePage = lazy(() => import('../features/invite/InvitePage').then((m) => ({ default: m.InvitePage })));
const DrivePage = lazy(() => import('../features/drive/DrivePage').then((m) => ({ default: m.DrivePage })));

function page(path: string, element: ReactNode, area: Area): RouteObject {
  const handle: RouteHandle = { title: areaTitles[area] };
  return { path, element, handle };
}

function soon(path: string, area: Area): RouteObject {
  const handle: RouteHandle = { title: areaTitles[area] };
  return { path, element: <ComingSoonPage area={area} />, handle };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'landing', element: <LandingPage />, handle: { title: pageTitles.landing } satisfies RouteHandle },
      { path: 's/:shortCode', element: <SharedNotePage />, handle: { title: pageTitles.sharedLink } satisfies RouteHandle },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            element: <PublicOnly />,
            children: [
              { path: 'login', element: <LoginPage />, handle: { title: pageTitles.login } satisfies RouteHandle },
              { path: 'signup', element: <SignupPage />, handle: { title: pageTitles.signup } satisfies RouteHandle },
            ],
          },
          { path: 'verify', element: <VerifyEmailPage />, handle: { title: pageTitles.verify } satisfies RouteHandle },
          {
            path: 'reset-password',
            element: <ResetPasswordPage />,
            handle: { title: pageTitles.resetPassword } satisfies RouteHandle,
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              page('planner', <PlannerPage />, 'planner'),
              page('drive', <DrivePage />, 'drive'),
              page('team/:id', <TeamIndexRedirect />, 'team'),
              page('team/:id/member', <TeamMembersPage />, 'teamMembers'),
              page('team/:id/member/:memberId', <TeamMemberPage />, 'teamMember'),
              page('team/:teamId/goal', <TeamGoalListPage />, 'teamGoals'),
              page('team/:teamId/project', <TeamProjectsPage />, 'teamProjects'),
              page('note/new', <NewNotePage />, 'noteNew'),
              page('note/:noteId', <NotePage />, 'note'),
              page('goal', <AllGoalListPage />, 'goals'),
              page('goal/:goalId', <GoalDetailPage />, 'goal'),
              page('project', <ProjectsPage />, 'projects'),
              page('project/:projectId', <ProjectDetailPage />, 'project'),
              { path: 'auth/setting', element: <SettingsPage />, handle: { title: settingsTitle } satisfies RouteHandle },
              page('workspace/:id/setting', <WorkspaceSettingsPage />, 'workspaceSettings'),
              soon('workspace/:workspaceId/report', 'reports'),
              soon('workspace/:workspaceId/report/:reportId', 'report'),
              soon('workspace/:workspaceId/feedback', 'feedback'),
              soon('workspace/:workspaceId/feedback/:feedbackId', 'feedbackItem'),
              page('invite/:inviteId', <InvitePage />, 'invite'),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: pageTitles.notFound } satisfies RouteHandle },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
