import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { inviteAreas } from './invite.areas';

const InvitePage = lazy(() => import('./InvitePage').then((m) => ({ default: m.InvitePage })));

export const inviteFeature: Feature = {
  appRoutes: [{ path: 'invite/:inviteId', element: <InvitePage />, handle: titled(inviteAreas.invite.title) }],
};
