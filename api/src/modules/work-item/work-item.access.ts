import type { Context } from '../../graphql/context.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import type { Project } from '../project/project.entity.js';
import { projectPolicy } from '../project/project.policy.js';
import type { Team } from '../team/team.entity.js';
import { viewerMembership } from '../workspace/workspace.access.js';
import type { Goal } from '../goal/goal.entity.js';
import type { Row } from '../../database/entity-row.js';
import { workItemPolicy, type WorkItemAccess, type WorkItemViewer } from './work-item.policy.js';
import { workItemReadFacts } from './work-item.read.js';

type Rule = (viewer: WorkItemViewer, item: WorkItemAccess) => boolean;

/** The viewer's standing in a workspace for goal and project rules (through per-request loaders). */
export async function workItemViewer(ctx: SignedInContext, workspaceId: string): Promise<WorkItemViewer> {
  const { userId } = ctx.viewer;
  const [workspace, teamIds] = await Promise.all([
    viewerMembership(ctx, workspaceId),
    ctx.loaders.userTeamIds.load(userId),
  ]);
  return { userId, workspace, teamIds };
}

/** The enabled team of an item and its enabled workspace, or null when either was deleted. */
async function liveTeam(ctx: Context, teamId: string): Promise<Team | null> {
  const team = await ctx.loaders.team.load(teamId);
  return team && (await ctx.loaders.workspace.load(team.workspace.id)) ? team : null;
}

export async function goalAccess(ctx: Context, goal: Row<Goal>): Promise<WorkItemAccess> {
  const carried = workItemReadFacts.of(goal);
  if (carried) return carried.access;
  const [sharings, participants] = await Promise.all([
    ctx.loaders.goalSharings.load(goal.id),
    ctx.loaders.goalParticipants.load(goal.id),
  ]);
  return {
    sharedTeamIds: sharings.map((row) => row.team.id),
    leaderId: goal.leader?.id ?? null,
    participantIds: participants.map((row) => row.user.id),
    registerId: goal.register.id,
  };
}

export async function projectAccess(ctx: Context, project: Row<Project>): Promise<WorkItemAccess> {
  const carried = workItemReadFacts.of(project);
  if (carried) return carried.access;
  const [sharings, participants] = await Promise.all([
    ctx.loaders.projectSharings.load(project.id),
    ctx.loaders.projectParticipants.load(project.id),
  ]);
  return {
    sharedTeamIds: sharings.map((row) => row.team.id),
    leaderId: project.leader?.id ?? null,
    participantIds: participants.map((row) => row.user.id),
    registerId: project.register.id,
  };
}

export interface Authorized<T> {
  item: T;
  team: Team;
  viewer: WorkItemViewer;
  access: WorkItemAccess;
}

/**
 * A goal or project to change, with a rule decided on the facts of its read statement (`read`, one
 * statement) asked beside the entity (`entity`), at once: NOT_FOUND (missing, deleted, or its team or
 * workspace deleted) or FORBIDDEN (GOAL_ or PROJECT_ACCESS_DENIED). goal.access.ts and
 * project.access.ts name the two.
 */
export async function authorizeOnRead<T extends Goal | Project>(
  ctx: SignedInContext,
  kind: 'Goal' | 'Project',
  read: Promise<Row<T> | null>,
  entity: Promise<T | null>,
  rule: Rule,
): Promise<Authorized<T>> {
  // The team is asked as soon as the entity names it, beside the read statement, not after the rule.
  const team = entity.then((item) => item && ctx.loaders.team.load(item.team.id));
  const [row, item, itemTeam] = await Promise.all([read, entity, team]);
  if (!row || !item) throw errors.notFound(kind);
  const { viewer, access } = workItemReadFacts.of(row)!;
  if (!rule(viewer, access)) throw accessDenied(kind);
  return { item, team: itemTeam!, viewer, access };
}

/** FORBIDDEN for a goal or project the viewer may not apply a rule to. */
export function accessDenied(kind: 'Goal' | 'Project'): AppError {
  const reason = kind === 'Goal' ? 'GOAL_ACCESS_DENIED' : 'PROJECT_ACCESS_DENIED';
  const message = kind === 'Goal' ? 'You do not have access to this goal.' : 'You do not have access to this project.';
  return new AppError(ErrorCode.FORBIDDEN, message, { reason });
}

type ViewerCanRules = Record<'edit' | 'share' | 'delete', Rule>;

/** What the viewer may do with a goal or project (its viewerCan field) by the rules of its policy, through the request's loaders. */
async function viewerCan(
  ctx: SignedInContext,
  teamId: string,
  access: Promise<WorkItemAccess>,
  policy: ViewerCanRules,
): Promise<{ edit: boolean; share: boolean; delete: boolean }> {
  const team = (await ctx.loaders.team.load(teamId))!;
  const [viewer, item] = await Promise.all([workItemViewer(ctx, team.workspace.id), access]);
  return viewerCanBy(policy, viewer, item);
}

const viewerCanBy = (policy: ViewerCanRules, viewer: WorkItemViewer, item: WorkItemAccess) => ({
  edit: policy.edit(viewer, item),
  share: policy.share(viewer, item),
  delete: policy.delete(viewer, item),
});

// These four answer at once (no promise) for a row of the read path, which carries its facts, and
// through the loaders otherwise: a field resolver that returns their answer lets graphql-js complete
// a row synchronously (issue 12). Await them or pass them to Promise.all; never `.then`.
export function goalViewerCan(ctx: SignedInContext, goal: Row<Goal>): ViewerCanAnswer | Promise<ViewerCanAnswer> {
  const carried = workItemReadFacts.of(goal);
  if (carried) return viewerCanBy(workItemPolicy, carried.viewer, carried.access);
  return viewerCan(ctx, goal.team.id, goalAccess(ctx, goal), workItemPolicy);
}
export function projectViewerCan(
  ctx: SignedInContext,
  project: Row<Project>,
): ViewerCanAnswer | Promise<ViewerCanAnswer> {
  const carried = workItemReadFacts.of(project);
  if (carried) return viewerCanBy(projectPolicy, carried.viewer, carried.access);
  return viewerCan(ctx, project.team.id, projectAccess(ctx, project), projectPolicy);
}

type ViewerCanAnswer = { edit: boolean; share: boolean; delete: boolean };

/** Whether the viewer may apply a rule to a goal already loaded (relation fields: parent, children). */
export function mayOnGoal(ctx: SignedInContext, goal: Row<Goal>, rule: Rule): boolean | Promise<boolean> {
  const carried = workItemReadFacts.of(goal);
  if (carried) return rule(carried.viewer, carried.access);
  return mayOnLoaded(ctx, goal, goalAccess, rule);
}

export function mayOnProject(ctx: SignedInContext, project: Row<Project>, rule: Rule): boolean | Promise<boolean> {
  const carried = workItemReadFacts.of(project);
  if (carried) return rule(carried.viewer, carried.access);
  return mayOnLoaded(ctx, project, projectAccess, rule);
}

async function mayOnLoaded<T extends Row<Goal> | Row<Project>>(
  ctx: SignedInContext,
  item: T,
  accessOf: (ctx: Context, item: T) => Promise<WorkItemAccess>,
  rule: Rule,
): Promise<boolean> {
  const team = await liveTeam(ctx, item.team.id);
  if (!team) return false;
  const [viewer, access] = await Promise.all([workItemViewer(ctx, team.workspace.id), accessOf(ctx, item)]);
  return rule(viewer, access);
}

/**
 * After a mutation the request's loaders may hold what was read before it (the policy check reads
 * sharing and participants); the fields of the returned goal or project must show the change.
 */
export function forgetGoal(ctx: Context, goalId: string): void {
  for (const loader of [
    ctx.loaders.goal,
    ctx.loaders.goalSharings,
    ctx.loaders.goalParticipants,
    ctx.loaders.goalChildren,
  ])
    loader.clear(goalId);
  ctx.loaders.goalHidden.clearAll();
}

export function forgetProject(ctx: Context, projectId: string): void {
  for (const loader of [
    ctx.loaders.project,
    ctx.loaders.projectSharings,
    ctx.loaders.projectParticipants,
    ctx.loaders.projectGoals,
  ])
    loader.clear(projectId);
}
