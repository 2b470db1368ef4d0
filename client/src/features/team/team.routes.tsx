import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { teamAreas } from './team.areas';

const TeamIndexRedirect = lazy(() => import('./TeamMembersPage').then((m) => ({ default: m.TeamIndexRedirect })));
const TeamMembersPage = lazy(() => import('./TeamMembersPage').then((m) => ({ default: m.TeamMembersPage })));
const TeamMemberPage = lazy(() => import('./TeamMemberPage').then((m) => ({ default: m.TeamMemberPage })));

export const teamFeature: Feature = {
  appRoutes: [
    { path: 'team/:id', element: <TeamIndexRedirect />, handle: titled(teamAreas.team.title) },
    { path: 'team/:id/member', element: <TeamMembersPage />, handle: titled(teamAreas.teamMembers.title) },
    { path: 'team/:id/member/:memberId', element: <TeamMemberPage />, handle: titled(teamAreas.teamMember.title) },
  ],
};
