import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../../events/domain-events.js';
import { errors } from '../../graphql/errors.js';
import { User } from '../user/user.entity.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { validDescription, validTeamName } from '../workspace/organisation-validation.js';
import { Workspace, WorkspaceMember } from '../workspace/workspace.entity.js';
import { Team, TeamMember } from './team.entity.js';
import type { UpdateTeamInput } from './team.types.js';

/** Teams and their members (spec 2 sections 3 to 7). Callers have checked the policy. */
export class TeamService {
  constructor(private readonly events: DomainEvents) {}

  /** Creates a team with its creator and the chosen workspace members in it. */
  async create(
    em: EntityManager,
    actorId: string,
    workspace: Workspace,
    name: string,
    description: string | null | undefined,
    memberIds: string[],
  ): Promise<Team> {
    const team = em.create(Team, {
      workspace,
      name: validTeamName(name),
      description: validDescription(description),
      register: em.getReference(User, actorId),
    });
    const others = await this.assertWorkspaceMembers(
      em,
      workspace,
      memberIds.filter((id) => id !== actorId),
    );
    for (const userId of [actorId, ...others]) em.create(TeamMember, { team, user: em.getReference(User, userId) });
    await em.flush();
    await this.announceAdded(team, actorId, others);
    return team;
  }

  async update(em: EntityManager, team: Team, input: UpdateTeamInput): Promise<Team> {
    if (input.name != null) team.name = validTeamName(input.name);
    if (input.description !== undefined) team.description = validDescription(input.description);
    await em.flush();
    return team;
  }

  async softDelete(em: EntityManager, team: Team): Promise<void> {
    team.enable = false;
    await em.flush();
  }

  async myTeams(em: EntityManager, userId: string, workspaceId?: string | null): Promise<Team[]> {
    const activeWorkspaces = await em.find(
      WorkspaceMember,
      { user: userId, role: { $in: [...ACTIVE_ROLES] }, ...(workspaceId ? { workspace: workspaceId } : {}) },
      { fields: ['workspace'] },
    );
    const rows = await em.find(
      TeamMember,
      {
        user: userId,
        team: { enable: true, workspace: { $in: activeWorkspaces.map((m) => m.workspace.id), enable: true } },
      },
      { populate: ['team'], orderBy: { team: { name: 'asc' } } },
    );
    return rows.map((row) => row.team);
  }

  /** Adds workspace members to a team (upsert: a former member is re-enabled). */
  async addMembers(em: EntityManager, actorId: string, team: Team, userIds: string[]): Promise<Team> {
    if (userIds.length === 0) throw errors.badInput('userIds', 'SELECTION_REQUIRED', 'Please select a member.');
    const valid = await this.assertWorkspaceMembers(em, team.workspace, userIds);
    const existing = await em.find(TeamMember, { team, user: { $in: valid } }, { filters: false });
    const byUser = new Map(existing.map((row) => [row.user.id, row]));
    const added: string[] = [];
    for (const userId of valid) {
      const row = byUser.get(userId);
      if (row?.enable) continue;
      if (row) row.enable = true;
      else em.create(TeamMember, { team, user: em.getReference(User, userId) });
      added.push(userId);
    }
    await em.flush();
    await this.announceAdded(team, actorId, added);
    return team;
  }

  /** Takes a member out of a team: by an admin (announced to them) or by themselves (leaving). */
  async removeMember(em: EntityManager, actorId: string, team: Team, userId: string): Promise<void> {
    const removed = await em.nativeUpdate(TeamMember, { team, user: userId }, { enable: false });
    if (removed === 0) throw errors.notFound('Team member');
    await this.events.emit({ type: 'team_member_left', teamId: team.id, userId });
    if (actorId !== userId) {
      await this.events.emit({
        type: 'team_out',
        workspaceId: team.workspace.id,
        teamId: team.id,
        actorId,
        recipientId: userId,
      });
    }
  }

  private async assertWorkspaceMembers(em: EntityManager, workspace: Workspace, userIds: string[]): Promise<string[]> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return [];
    const members = await em.find(
      WorkspaceMember,
      { workspace, user: { $in: unique }, role: { $in: [...ACTIVE_ROLES] } },
      { fields: ['user'] },
    );
    if (members.length !== unique.length) {
      throw errors.badInput('userIds', 'NOT_A_MEMBER', 'Only members of the workspace can join its teams.');
    }
    return unique;
  }

  private async announceAdded(team: Team, actorId: string, userIds: string[]): Promise<void> {
    for (const recipientId of userIds) {
      await this.events.emit({
        type: 'team_invite',
        workspaceId: team.workspace.id,
        teamId: team.id,
        actorId,
        recipientId,
      });
    }
  }
}
