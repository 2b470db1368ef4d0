import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './routeHandle';
import { routes } from './router';

/** Every path of the route table with the id of its title, as the features declare them. */
function table(list: readonly RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? `${prefix}(index)` : route.path ? `${prefix}/${route.path}` : prefix;
    const title = (route.handle as RouteHandle | undefined)?.title?.id;
    const own = route.index || route.path ? [`${path}${title ? ` ${title}` : ''}`] : [];
    return [...own, ...table(route.children ?? [], route.path ? `${prefix}/${route.path}` : prefix)];
  });
}

describe('route table', () => {
  it('gathers the routes of spec 3 section 2 from the features, each page with its title', () => {
    expect(table(routes).sort()).toEqual(
      [
        '(index)',
        '/* notFound.title',
        '/auth',
        '/auth(index)',
        '/auth/login auth.login.title',
        '/auth/reset-password auth.reset.title',
        '/auth/setting settings.title',
        '/auth/signup auth.signup.title',
        '/auth/verify page.verify.title',
        '/drive area.drive.title',
        '/goal area.goals.title',
        '/goal/:goalId area.goal.title',
        '/invite/:inviteId area.invite.title',
        '/welcome area.welcome.title',
        '/landing page.landing.title',
        '/note/:noteId area.note.title',
        '/note/new area.noteNew.title',
        '/planner area.planner.title',
        '/project area.projects.title',
        '/project/:projectId area.project.title',
        '/s/:shortCode sharedLink.title',
        '/team/:id area.team.title',
        '/team/:id/member area.teamMembers.title',
        '/team/:id/member/:memberId area.teamMember.title',
        '/team/:teamId/goal area.teamGoals.title',
        '/team/:teamId/project area.teamProjects.title',
        '/workspace/:id/setting area.workspaceSettings.title',
        '/workspace/:workspaceId/feedback area.feedback.title',
        '/workspace/:workspaceId/feedback/:feedbackId area.feedbackItem.title',
        '/workspace/:workspaceId/report area.reports.title',
        '/workspace/:workspaceId/report/:reportId area.report.title',
      ].sort(),
    );
  });
});
