import type { SignedInContext } from '../../graphql/signed-in.js';
import { authorizeOnRead, type Authorized } from '../work-item/work-item.access.js';
import type { WorkItemAccess, WorkItemViewer } from '../work-item/work-item.policy.js';
import type { Goal } from './goal.entity.js';
import { readGoal } from './goal.read.js';

/**
 * Loads a goal to change and checks a rule: NOT_FOUND (missing, deleted, or its team or workspace
 * deleted) or FORBIDDEN (GOAL_ACCESS_DENIED), decided on the goal's read statement (docs/architecture.md, "Reads").
 */
export function authorizeGoal(
  ctx: SignedInContext,
  goalId: string,
  rule: (viewer: WorkItemViewer, item: WorkItemAccess) => boolean,
): Promise<Authorized<Goal>> {
  return authorizeOnRead(ctx, 'Goal', readGoal(ctx.em, ctx.viewer.userId, goalId), ctx.loaders.goal.load(goalId), rule);
}
