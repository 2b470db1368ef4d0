import { errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { accessDenied, type Authorized } from '../work-item/work-item.access.js';
import type { WorkItemAccess, WorkItemViewer } from '../work-item/work-item.policy.js';
import { workItemReadFacts } from '../work-item/work-item.read.js';
import type { Goal } from './goal.entity.js';
import { readGoal } from './goal.read.js';

/**
 * Loads a goal to change and checks a rule: NOT_FOUND (missing, deleted, or its team or workspace
 * deleted) or FORBIDDEN (GOAL_ACCESS_DENIED). The policy decides on the facts of the goal's one read
 * statement, asked beside the entity (docs/architecture.md, "Reads"), as a to-do's mutation does.
 */
export async function authorizeGoal(ctx: SignedInContext, goalId: string, rule: (viewer: WorkItemViewer, item: WorkItemAccess) => boolean): Promise<Authorized<Goal>> {
  const [read, item] = await Promise.all([readGoal(ctx.em, ctx.viewer.userId, goalId), ctx.loaders.goal.load(goalId)]);
  if (!read || !item) throw errors.notFound('Goal');
  const { viewer, access } = workItemReadFacts.of(read)!;
  if (!rule(viewer, access)) throw accessDenied('Goal');
  return { item, team: (await ctx.loaders.team.load(item.team.id))!, viewer, access };
}
