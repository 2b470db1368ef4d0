import { Repeater } from '@graphql-yoga/subscription';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { indicatorProgress } from '@domain/goal-indicator.js';
import { freshForEvent, type Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import type { Row } from '../../database/entity-row.js';
import { checkPage } from '../../graphql/paging.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { authorizeTeam, checkTeam } from '../team/team.access.js';
import { Team } from '../team/team.entity.js';
import { teamPolicy } from '../team/team.policy.js';
import { UserProfile } from '../user/user-profile.type.js';
import { User } from '../user/user.entity.js';
import { readViewerSettings, type UserProfileRow } from '../user/user.read.js';
import { Project } from '../project/project.entity.js';
import { authorizeProject } from '../project/project.access.js';
import { forgetGoal, goalViewerCan, mayOnGoal, mayOnProject } from '../work-item/work-item.access.js';
import { authorizeGoal } from './goal.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { projectPolicy } from '../project/project.policy.js';
import { Goal } from './goal.entity.js';
import { checkGoal, goalReadFacts, goalVisibilityFacts } from './goal.read.js';
import { GOAL_PAGE_MAX, GOALS_WITHOUT_TODOS_MAX } from './goal.service.js';
import {
  ChildrenSharingStatus,
  CreateGoalInput,
  GoalChange,
  GoalListFilter,
  GoalPage,
  GoalSelectorGroup,
  GoalSharingInput,
  UpdateGoalInput,
} from './goal.types.js';
import { TeamSharing, WorkItemViewerCan } from '../work-item/work-item.types.js';
import { workItemReadFacts } from '../work-item/work-item.read.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** Goals (spec 1): thin resolvers over GoalService, every goal authorized through work-item.policy.ts. */
@Resolver(() => Goal)
export class GoalResolver {
  @BoundTokens({ id: 'goal' })
  @Query(() => Goal, { description: 'A goal. NOT_FOUND, or FORBIDDEN with reason GOAL_ACCESS_DENIED.' })
  async goal(
    @Arg('id', () => UUIDScalar, { description: 'The goal.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Goal>> {
    return checkGoal(ctx, id, workItemPolicy.read);
  }

  @BoundTokens({ 'filter.workspaceId': 'workspace', 'filter.teamId': 'team', 'filter.projectId': 'project' })
  @Query(() => GoalPage, {
    description: 'Goals the viewer may read matching a filter, ordered, one page (offset and size, at most 500).',
  })
  async goals(
    @Arg('filter', () => GoalListFilter, {
      description: 'Which goals: by team, project, member, workspace, visibility and finished period, and the order.',
    })
    filter: GoalListFilter,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Goals to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 50, description: 'Goals per page, 1 to 500.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<GoalPage> {
    checkPage(offset, size, GOAL_PAGE_MAX);
    if (filter.teamId) await checkTeam(ctx, filter.teamId, teamPolicy.read);
    if (filter.projectId) await authorizeProject(ctx, filter.projectId, projectPolicy.read);
    return ctx.services.goals.list(
      ctx.reads,
      await readViewerSettings(ctx.reads, ctx.viewer.userId),
      filter,
      offset,
      size,
    );
  }

  @BoundTokens('all-workspaces')
  @Query(() => [Goal], {
    description: `The viewer goals that wait for a to-do: active, led by the viewer or with the viewer taking part, readable and not hidden, without an open to-do of the viewer; by title, at most ${GOALS_WITHOUT_TODOS_MAX}. The planner lists them as empty goal groups (todoDisplaySetting.showEmptyGoals).`,
  })
  goalsWithoutTodos(@SignedIn() ctx: SignedInContext): Promise<Row<Goal>[]> {
    return ctx.services.goals.withoutOpenTodos(ctx.reads, ctx.viewer.userId, GOALS_WITHOUT_TODOS_MAX);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => [GoalSelectorGroup], {
    description: 'The goal selector: active goals the viewer may read and has not hidden, by project, "others" last.',
  })
  goalSelector(
    @Arg('workspaceId', () => UUIDScalar, {
      nullable: true,
      description: 'Only goals of this workspace; null for every workspace of the viewer.',
    })
    workspaceId: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<GoalSelectorGroup[]> {
    return ctx.services.goals.selectorGroups(ctx.em, ctx.viewer.userId, workspaceId);
  }

  @BoundTokens({ goalId: 'goal', teamId: 'team' })
  @Query(() => ChildrenSharingStatus, {
    description: 'What switching sharing with a team would change among the subtasks of a goal.',
  })
  async childrenSharingStatus(
    @Arg('goalId', () => UUIDScalar, { description: 'The goal whose sharing would switch.' }) goalId: string,
    @Arg('teamId', () => UUIDScalar, { description: 'The team it would be shared with or not.' }) teamId: string,
    @Arg('enable', { description: 'True for sharing on, false for off.' }) enable: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ChildrenSharingStatus> {
    const { item } = await authorizeGoal(ctx, goalId, workItemPolicy.share);
    return ctx.services.goals.childrenSharingStatus(ctx.em, item, teamId, enable);
  }

  @BoundTokens({ 'input.teamId': 'team', 'input.parentId': 'goal', 'input.projectId': 'project' })
  @Mutation(() => Goal, {
    description: 'Creates a goal in a team (its members), or a subtask under a goal the viewer may edit.',
  })
  async createGoal(
    @Arg('input', () => CreateGoalInput, { description: 'The new goal.' }) input: CreateGoalInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { userId } = ctx.viewer;
    let parent: Goal | null = null;
    let team: Team;
    if (input.parentId) {
      const authorized = await authorizeGoal(ctx, input.parentId, workItemPolicy.edit);
      parent = authorized.item;
      team = authorized.team;
    } else {
      if (!input.teamId) throw errors.badInput('teamId', 'TEAM_REQUIRED', 'Please select a team.');
      team = (await authorizeTeam(ctx, input.teamId, teamPolicy.read)).team;
    }
    const project = input.projectId ? await projectInWorkspace(ctx, input.projectId, team) : null;
    return ctx.services.goals.create(ctx.em, userId, team, parent, project, input);
  }

  @BoundTokens({ id: 'goal', 'input.projectId': 'project' })
  @Mutation(() => Goal, {
    description: 'Changes a goal; priority, status, due date and leader changes notify the leader and participants.',
  })
  async updateGoal(
    @Arg('id', () => UUIDScalar, { description: 'A goal the viewer may edit.' }) id: string,
    @Arg('input', () => UpdateGoalInput, { description: 'The fields to change.' }) input: UpdateGoalInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item, team } = await authorizeGoal(ctx, id, workItemPolicy.edit);
    const project =
      input.projectId === undefined
        ? undefined
        : input.projectId
          ? await projectInWorkspace(ctx, input.projectId, team)
          : null;
    return fresh(ctx, await ctx.services.goals.update(ctx.em, ctx.viewer.userId, item, team, input, project));
  }

  @BoundTokens({ id: 'goal', parentId: 'goal' })
  @Mutation(() => Goal, {
    description:
      'Moves a goal under another goal of the workspace, or to the top (parentId null). BAD_USER_INPUT GOAL_CYCLE under itself or a subtask.',
  })
  async moveGoal(
    @Arg('id', () => UUIDScalar, { description: 'The goal to move (with its subtasks).' }) id: string,
    @Arg('parentId', () => UUIDScalar, {
      nullable: true,
      description: 'The new parent goal; null makes it a top-level goal.',
    })
    parentId: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item, team } = await authorizeGoal(ctx, id, workItemPolicy.edit);
    const parent = parentId ? await authorizeGoal(ctx, parentId, workItemPolicy.edit) : null;
    return fresh(
      ctx,
      await ctx.services.goals.move(ctx.em, ctx.viewer.userId, item, team, parent?.item ?? null, parent?.team ?? null),
    );
  }

  @BoundTokens({ goalId: 'goal' })
  @Mutation(() => Goal, { description: 'Adds a workspace member as a participant.' })
  async addGoalParticipant(
    @Arg('goalId', () => UUIDScalar, { description: 'A goal the viewer may edit.' }) goalId: string,
    @Arg('userId', () => UUIDScalar, { description: 'A member of the goal workspace.' }) userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item, team } = await authorizeGoal(ctx, goalId, workItemPolicy.edit);
    return fresh(ctx, await ctx.services.goals.addParticipant(ctx.em, ctx.viewer.userId, item, team, userId));
  }

  @BoundTokens({ goalId: 'goal' })
  @RetrySafe<{ goalId: string }>({
    again: async (ctx, { goalId }) => fresh(ctx, (await authorizeGoal(ctx, goalId, workItemPolicy.read)).item),
  })
  @Mutation(() => Goal, {
    description: 'Removes a participant (or the viewer leaves); their to-dos of the goal lose the goal link.',
  })
  async removeGoalParticipant(
    @Arg('goalId', () => UUIDScalar, {
      description: 'A goal the viewer may read (to leave it) or edit (to remove someone else).',
    })
    goalId: string,
    @Arg('userId', () => UUIDScalar, { description: 'The participant to remove; the viewer own id to leave.' })
    userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item, team } = await authorizeGoal(ctx, goalId, workItemPolicy.edit);
    return fresh(ctx, await ctx.services.goals.removeParticipant(ctx.em, ctx.viewer.userId, item, team, userId));
  }

  @BoundTokens({ 'input.goalId': 'goal', 'input.teamId': 'team' })
  @Mutation(() => Goal, {
    description: 'Switches sharing with a team of the same workspace, optionally for every subtask too.',
  })
  async setGoalSharing(
    @Arg('input', () => GoalSharingInput, {
      description: 'The goal, the team, on or off, and whether subtasks follow.',
    })
    input: GoalSharingInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item, team } = await authorizeGoal(ctx, input.goalId, workItemPolicy.share);
    const target = await teamInWorkspace(ctx, input.teamId, team.workspace.id);
    return fresh(
      ctx,
      await ctx.services.goals.setSharing(
        ctx.em,
        ctx.viewer.userId,
        item,
        target,
        input.enable,
        input.includeChildGoals,
      ),
    );
  }

  @BoundTokens({ id: 'goal' })
  @Mutation(() => Goal, { description: 'Hides a goal from the viewer lists (and their to-dos of it).' })
  async hideGoal(
    @Arg('id', () => UUIDScalar, { description: 'A goal the viewer may read.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item } = await authorizeGoal(ctx, id, workItemPolicy.read);
    return fresh(ctx, await ctx.services.goals.setHidden(ctx.em, ctx.viewer.userId, item, true));
  }

  @BoundTokens({ id: 'goal' })
  @Mutation(() => Goal, { description: 'Shows a hidden goal again.' })
  async revealGoal(
    @Arg('id', () => UUIDScalar, { description: 'A goal the viewer hid.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Goal> {
    const { item } = await authorizeGoal(ctx, id, workItemPolicy.read);
    return fresh(ctx, await ctx.services.goals.setHidden(ctx.em, ctx.viewer.userId, item, false));
  }

  @BoundTokens({ id: 'goal' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description: 'Deletes a goal (its creator, leader or a workspace admin); its subtasks move up to its parent.',
  })
  async deleteGoal(
    @Arg('id', () => UUIDScalar, { description: 'The goal to delete.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { item } = await authorizeGoal(ctx, id, workItemPolicy.delete);
    await ctx.services.goals.softDelete(ctx.em, item);
    return true;
  }

  @BoundTokens({ goalId: 'goal' })
  @Subscription(() => GoalChange, {
    description:
      'Changes of one goal (the viewer must be able to read it when subscribing); goal is null once deleted or out of reach.',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      await authorizeGoal(ctx, args.goalId, workItemPolicy.read);
      return ctx.services.bus.subscribe('goal.changed', args.goalId);
    },
  })
  goalChanged(
    @Arg('goalId', () => UUIDScalar, { description: 'The goal to follow.' }) _goalId: string,
    @Root() event: { goalId: string },
    @SignedIn() ctx: SignedInContext,
  ): Promise<GoalChange> {
    return visibleChange(ctx, event.goalId);
  }

  @BoundTokens({ teamIds: 'team' })
  @Subscription(() => GoalChange, {
    description: 'Changes of goals shared with any of these teams (the viewer must be in each): open lists refetch.',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      const teamIds = [...new Set(args.teamIds as string[])];
      if (teamIds.length === 0 || teamIds.length > 50)
        throw errors.badInput('teamIds', 'INVALID_TEAMS', 'Give from 1 to 50 teams.');
      for (const teamId of teamIds) await checkTeam(ctx, teamId, teamPolicy.read);
      return Repeater.merge(teamIds.map((teamId) => ctx.services.bus.subscribe('team.goals.changed', teamId)));
    },
  })
  teamGoalsChanged(
    @Arg('teamIds', () => [UUIDScalar], { description: 'Teams the viewer is a member of.' }) _teamIds: string[],
    @Root() event: { goalId: string },
    @SignedIn() ctx: SignedInContext,
  ): Promise<GoalChange> {
    return visibleChange(ctx, event.goalId);
  }

  @FieldResolver(() => Team, { description: 'The owning team.' })
  team(@Root() goal: Row<Goal>, @Ctx() ctx: Context): Row<Team> | Promise<Row<Team>> {
    return workItemReadFacts.of(goal)?.team ?? ctx.loaders.team.load(goal.team.id).then((team) => team!);
  }

  @FieldResolver(() => Project, { nullable: true, description: 'The project, when the viewer may read it.' })
  project(
    @Root() goal: Row<Goal>,
    @SignedIn() ctx: SignedInContext,
  ): Row<Project> | null | Promise<Row<Project> | null> {
    const carried = goalReadFacts.of(goal);
    if (!carried) return goalProject(ctx, goal);
    const project = carried.project;
    if (!project) return null;
    const may = mayOnProject(ctx, project, projectPolicy.read);
    return typeof may === 'boolean' ? (may ? project : null) : may.then((yes) => (yes ? project : null));
  }

  @FieldResolver(() => Goal, { nullable: true, description: 'The parent goal, when the viewer may read it.' })
  async parent(@Root() goal: Row<Goal>, @SignedIn() ctx: SignedInContext): Promise<Goal | null> {
    const parent = goal.parent ? await ctx.loaders.goal.load(goal.parent.id) : null;
    return parent && (await mayOnGoal(ctx, parent, workItemPolicy.read)) ? parent : null;
  }

  @FieldResolver(() => [Goal], { description: 'Direct subtasks the viewer may read, oldest first.' })
  async children(@Root() goal: Row<Goal>, @SignedIn() ctx: SignedInContext): Promise<Goal[]> {
    return readable(ctx, await ctx.loaders.goalChildren.load(goal.id));
  }

  @FieldResolver(() => [Goal], {
    description: 'Ancestors from the top down to the parent, as far as the viewer may read them.',
  })
  async ancestors(@Root() goal: Row<Goal>, @SignedIn() ctx: SignedInContext): Promise<Goal[]> {
    const chain: Goal[] = [];
    let current = goal;
    while (current.parent && chain.length < 50) {
      const parent = await ctx.loaders.goal.load(current.parent.id);
      if (!parent || !(await mayOnGoal(ctx, parent, workItemPolicy.read))) break;
      chain.unshift(parent);
      current = parent;
    }
    return chain;
  }

  @FieldResolver(() => UserProfile, {
    nullable: true,
    description: 'Who leads it: a workspace member, told of its changes.',
  })
  leader(@Root() goal: Row<Goal>, @Ctx() ctx: Context): UserProfileRow | null | Promise<UserProfileRow | null> {
    const carried = goalReadFacts.of(goal);
    if (carried) return carried.leader;
    return goal.leader ? ctx.loaders.user.load(goal.leader.id) : null;
  }

  @FieldResolver(() => [UserProfile], { description: 'Participants, in the order they joined.' })
  participants(@Root() goal: Row<Goal>, @Ctx() ctx: Context): UserProfileRow[] | Promise<UserProfileRow[]> {
    const carried = goalReadFacts.of(goal);
    return carried ? carried.participants : goalParticipants(ctx, goal);
  }

  @FieldResolver(() => [TeamSharing], { description: 'Teams the goal is shared with, the owning team first.' })
  async sharedTeams(@Root() goal: Row<Goal>, @Ctx() ctx: Context): Promise<TeamSharing[]> {
    const rows = await ctx.loaders.goalSharings.load(goal.id);
    const teams = await ctx.loaders.team.loadMany(rows.map((row) => row.team.id));
    return rows.flatMap((row, i) =>
      teams[i] instanceof Team ? [{ team: teams[i] as Team, isOwner: row.isOwner }] : [],
    );
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer has hidden the goal.' })
  viewerHidden(@Root() goal: Row<Goal>, @SignedIn() ctx: SignedInContext): boolean | Promise<boolean> {
    const known = goalReadFacts.of(goal)?.viewerHidden ?? goalVisibilityFacts.of(goal)?.viewerHidden;
    return known ?? ctx.loaders.goalHidden.load(pairKey(goal.id, ctx.viewer.userId));
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Indicator progress from initial to target, 0 to 100; null without an indicator.',
  })
  indicatorProgress(@Root() goal: Row<Goal>): number | null {
    if (!goal.indicatorType || goal.initialValue == null || goal.targetValue == null) return null;
    return indicatorProgress({
      initialValue: goal.initialValue,
      currentValue: goal.currentValue ?? goal.initialValue,
      targetValue: goal.targetValue,
    });
  }

  @FieldResolver(() => WorkItemViewerCan, { description: 'What the viewer may do with the goal.' })
  viewerCan(@Root() goal: Row<Goal>, @SignedIn() ctx: SignedInContext): WorkItemViewerCan | Promise<WorkItemViewerCan> {
    return goalViewerCan(ctx, goal);
  }
}

/** The goal a mutation answers, with the request's loaders cleared of what it read before the change. */
function fresh(ctx: Context, goal: Goal): Goal {
  forgetGoal(ctx, goal.id);
  if (goal.parent) ctx.loaders.goalChildren.clear(goal.parent.id);
  return goal;
}

/** A goal's project when the row carries no facts: loaded, then the project read rule. */
async function goalProject(ctx: SignedInContext, goal: Row<Goal>): Promise<Row<Project> | null> {
  const project = goal.project ? await ctx.loaders.project.load(goal.project.id) : null;
  return project && (await mayOnProject(ctx, project, projectPolicy.read)) ? project : null;
}

async function goalParticipants(ctx: Context, goal: Row<Goal>): Promise<UserProfileRow[]> {
  const rows = await ctx.loaders.goalParticipants.load(goal.id);
  const users = await ctx.loaders.user.loadMany(rows.map((row) => row.user.id));
  return users.filter((user): user is User => user instanceof User);
}

async function readable(ctx: SignedInContext, goals: Goal[]): Promise<Goal[]> {
  const allowed = await Promise.all(goals.map(async (goal) => mayOnGoal(ctx, goal, workItemPolicy.read)));
  return goals.filter((_, i) => allowed[i]);
}

/** A fresh look at a goal for one subscriber: null once deleted or out of the viewer's reach. */
async function visibleChange(ctx: SignedInContext, goalId: string): Promise<GoalChange> {
  const eventCtx = freshForEvent(ctx);
  const goal = await eventCtx.loaders.goal.load(goalId);
  const visible = goal && (await mayOnGoal(eventCtx, goal, workItemPolicy.read));
  return { goalId, goal: visible ? goal : null };
}

async function projectInWorkspace(ctx: SignedInContext, projectId: string, team: Team): Promise<Project> {
  const { item, team: projectTeam } = await authorizeProject(ctx, projectId, projectPolicy.read);
  if (projectTeam.workspace.id !== team.workspace.id)
    throw errors.badInput('projectId', 'OTHER_WORKSPACE', 'The project belongs to another workspace.');
  return item;
}

async function teamInWorkspace(ctx: Context, teamId: string, workspaceId: string): Promise<Team> {
  const team = await ctx.loaders.team.load(teamId);
  if (!team || team.workspace.id !== workspaceId) throw errors.notFound('Team');
  return team;
}
