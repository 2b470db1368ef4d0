import { assistantFeature } from '../features/assistant/assistant.routes';
import { authFeature } from '../features/auth/auth.routes';
import { driveFeature } from '../features/drive/drive.routes';
import { feedbackFeature } from '../features/feedback/feedback.routes';
import { firstRunFeature } from '../features/first-run/first-run.routes';
import { goalFeature } from '../features/goal/goal.routes';
import { inviteFeature } from '../features/invite/invite.routes';
import { landingFeature } from '../features/landing/landing.routes';
import { notFoundFeature } from '../features/not-found/not-found.routes';
import { noteFeature } from '../features/note/note.routes';
import { plannerFeature } from '../features/planner/planner.routes';
import { projectFeature } from '../features/project/project.routes';
import { reportFeature } from '../features/report/report.routes';
import { settingsFeature } from '../features/settings/settings.routes';
import { teamFeature } from '../features/team/team.routes';
import { workspaceFeature } from '../features/workspace/workspace.routes';
import type { Feature } from './feature';

/**
 * The one list of the areas of the app. Each feature declares its routes, titles and sidebar link
 * in its own `<area>.routes.tsx`; the router and the sidebar are built from this list, so a new
 * area is its folder plus one line here. The order is the sidebar's order of links.
 */
export const features: readonly Feature[] = [
  plannerFeature,
  driveFeature,
  teamFeature,
  goalFeature,
  projectFeature,
  noteFeature,
  workspaceFeature,
  reportFeature,
  feedbackFeature,
  inviteFeature,
  firstRunFeature,
  settingsFeature,
  authFeature,
  landingFeature,
  notFoundFeature,
  assistantFeature,
];
