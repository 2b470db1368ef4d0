import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Row } from '../../database/entity-row.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Goal } from '../goal/goal.entity.js';
import { checkPage } from '../../graphql/paging.js';
import { TeamSharing, WorkItemViewerCan } from '../work-item/work-item.types.js';
import { forgetProject, mayOnGoal, projectViewerCan } from '../work-item/work-item.access.js';
import { authorizeProject } from './project.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { projectPolicy } from './project.policy.js';
import { authorizeTeam, checkTeam } from '../team/team.access.js';
import { Team } from '../team/team.entity.js';
import { teamPolicy } from '../team/team.policy.js';
import { UserProfile } from '../user/user-profile.type.js';
import { User } from '../user/user.entity.js';
import { Project } from './project.entity.js';
import { CreateProjectInput, ProjectPage, ProjectSharingInput, UpdateProjectInput } from './project.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const PROJECT_PAGE_MAX = 200;

/** Projects (spec 1): thin resolvers over ProjectService, authorized through work-item.policy.ts. */
@Resolver(() => Project)
export class ProjectResolver {
  @BoundTokens({ id: 'project' })
  @Query(() => Project, { description: 'A project. NOT_FOUND, or FORBIDDEN with reason PROJECT_ACCESS_DENIED.' })
  async project(
    @Arg('id', () => UUIDScalar, { description: 'The project.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Project> {
    return (await authorizeProject(ctx, id, projectPolicy.read)).item;
  }

  @BoundTokens({ workspaceId: 'workspace', teamId: 'team' })
  @Query(() => ProjectPage, {
    description: 'Projects the viewer may read: shared with one team, or of all their teams; newest first.',
  })
  async projects(
    @Arg('teamId', () => UUIDScalar, { nullable: true, description: 'Only projects shared with this team.' })
    teamId: string | null,
    @Arg('workspaceId', () => UUIDScalar, { nullable: true, description: 'Only projects of this workspace.' })
    workspaceId: string | null,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Projects to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 50, description: 'Projects per page, 1 to 200.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ProjectPage> {
    checkPage(offset, size, PROJECT_PAGE_MAX);
    if (teamId) await checkTeam(ctx, teamId, teamPolicy.read);
    return ctx.services.projects.list(ctx.em, ctx.viewer.userId, teamId, workspaceId, offset, size);
  }

  @BoundTokens({ 'input.teamId': 'team' })
  @Mutation(() => Project, { description: 'Creates a project in a team (its members).' })
  async createProject(
    @Arg('input', () => CreateProjectInput, { description: 'The new project.' }) input: CreateProjectInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Project> {
    const { team } = await authorizeTeam(ctx, input.teamId, projectPolicy.create);
    return ctx.services.projects.create(ctx.em, ctx.viewer.userId, team, input);
  }

  @BoundTokens({ id: 'project' })
  @Mutation(() => Project, {
    description:
      'Changes a project (name, dates, status, people); changes of priority, status, deadline and leader notify.',
  })
  async updateProject(
    @Arg('id', () => UUIDScalar, { description: 'A project the viewer may edit.' }) id: string,
    @Arg('input', () => UpdateProjectInput, { description: 'The fields to change.' }) input: UpdateProjectInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Project> {
    const { item, team } = await authorizeProject(ctx, id, projectPolicy.edit);
    const project = await ctx.services.projects.update(ctx.em, ctx.viewer.userId, item, team, input);
    forgetProject(ctx, project.id);
    return project;
  }

  @BoundTokens({ id: 'project' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description: 'Deletes a project (its creator, leader or a workspace admin); its goals stay, without the project.',
  })
  async deleteProject(
    @Arg('id', () => UUIDScalar, { description: 'The project to delete.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { item } = await authorizeProject(ctx, id, projectPolicy.delete);
    await ctx.services.projects.softDelete(ctx.em, item);
    return true;
  }

  @BoundTokens({ 'input.projectId': 'project', 'input.teamId': 'team' })
  @Mutation(() => Project, {
    description: 'Switches sharing of a project with a team of the same workspace, optionally for its goals too.',
  })
  async setProjectSharing(
    @Arg('input', () => ProjectSharingInput, {
      description: 'The project, the team, on or off, and whether its goals follow.',
    })
    input: ProjectSharingInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Project> {
    const { item, team } = await authorizeProject(ctx, input.projectId, projectPolicy.share);
    const target = await ctx.loaders.team.load(input.teamId);
    if (!target || target.workspace.id !== team.workspace.id) throw errors.notFound('Team');
    const project = await ctx.services.projects.setSharing(
      ctx.em,
      ctx.viewer.userId,
      item,
      target,
      input.enable,
      input.includeChildGoals,
    );
    forgetProject(ctx, project.id);
    return project;
  }

  @FieldResolver(() => Team, { description: 'The owning team.' })
  async team(@Root() project: Row<Project>, @Ctx() ctx: Context): Promise<Team> {
    return (await ctx.loaders.team.load(project.team.id))!;
  }

  @FieldResolver(() => UserProfile, {
    nullable: true,
    description: 'Who leads it: a workspace member, told of its changes.',
  })
  async leader(@Root() project: Row<Project>, @Ctx() ctx: Context): Promise<User | null> {
    return project.leader ? ctx.loaders.user.load(project.leader.id) : null;
  }

  @FieldResolver(() => [UserProfile], { description: 'Participants, in the order they joined.' })
  async participants(@Root() project: Row<Project>, @Ctx() ctx: Context): Promise<User[]> {
    const rows = await ctx.loaders.projectParticipants.load(project.id);
    const users = await ctx.loaders.user.loadMany(rows.map((row) => row.user.id));
    return users.filter((user): user is User => user instanceof User);
  }

  @FieldResolver(() => [TeamSharing], { description: 'Teams the project is shared with, the owning team first.' })
  async sharedTeams(@Root() project: Row<Project>, @Ctx() ctx: Context): Promise<TeamSharing[]> {
    const rows = await ctx.loaders.projectSharings.load(project.id);
    const teams = await ctx.loaders.team.loadMany(rows.map((row) => row.team.id));
    return rows.flatMap((row, i) =>
      teams[i] instanceof Team ? [{ team: teams[i] as Team, isOwner: row.isOwner }] : [],
    );
  }

  @FieldResolver(() => [Goal], {
    description: 'Goals of the project the viewer may read, by due date (the related-tasks tab).',
  })
  async goals(@Root() project: Row<Project>, @SignedIn() ctx: SignedInContext): Promise<Goal[]> {
    const goals = await ctx.loaders.projectGoals.load(project.id);
    const allowed = await Promise.all(goals.map(async (goal) => mayOnGoal(ctx, goal, workItemPolicy.read)));
    return goals.filter((_, i) => allowed[i]);
  }

  @FieldResolver(() => WorkItemViewerCan, { description: 'What the viewer may do with the project.' })
  viewerCan(
    @Root() project: Row<Project>,
    @SignedIn() ctx: SignedInContext,
  ): WorkItemViewerCan | Promise<WorkItemViewerCan> {
    return projectViewerCan(ctx, project);
  }
}

/** Team fields about projects. */
@Resolver(() => Team)
export class TeamProjectsResolver {
  @FieldResolver(() => Int, { description: 'How many projects the team owns.' })
  projectCount(@Root() team: Team, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.teamProjectCount.load(team.id);
  }
}
