import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../../events/domain-events.js';
import { errors } from '../../graphql/errors.js';
import { validImageUrl } from '../user/profile-image-url.js';
import type { EventBus } from '../../graphql/pubsub.js';
import { Team, TeamMember } from '../team/team.entity.js';
import { validDescription, validWorkspaceName } from './organisation-validation.js';
import { User } from '../user/user.entity.js';
import { ADMIN_ROLES, WorkspaceRole } from './workspace-role.js';
import { Workspace, WorkspaceMember } from './workspace.entity.js';
import type { CreateWorkspaceInput, UpdateWorkspaceInput } from './workspace.types.js';


/** Workspaces and their memberships (spec 2 sections 3 to 7). Callers have checked the policy. */
export class WorkspaceService {
  constructor(private readonly events: DomainEvents, private readonly bus: EventBus) {}

  /** The create_workspace procedure: the workspace and its owner's membership in one transaction. */
  async create(em: EntityManager, userId: string, input: CreateWorkspaceInput): Promise<Workspace> {
    const user = em.getReference(User, userId);
    const workspace = em.create(Workspace, {
      name: validWorkspaceName(input.name),
      description: validDescription(input.description),
      profileImageUrl: validImageUrl(input.profileImageUrl),
      register: user,
    });
    em.create(WorkspaceMember, { workspace, user, role: WorkspaceRole.OWNER, register: user });
    await em.flush();
    return workspace;
  }

  async update(em: EntityManager, workspace: Workspace, input: UpdateWorkspaceInput): Promise<Workspace> {
    if (input.name !== undefined) workspace.name = validWorkspaceName(input.name);
    if (input.description !== undefined) workspace.description = validDescription(input.description);
    if (input.profileImageUrl !== undefined) workspace.profileImageUrl = validImageUrl(input.profileImageUrl);
    await em.flush();
    return workspace;
  }

  async softDelete(em: EntityManager, workspace: Workspace): Promise<void> {
    workspace.enable = false;
    await em.flush();
  }

  /**
   * A person leaves every workspace as their account is deleted (issue 19). A workspace they own
   * passes to its longest-standing admin, or else its longest-standing member, who becomes its owner
   * (spec 2 names no transfer, so nobody is ever left without one); one nobody else has joined is
   * deleted. Their memberships and team places end.
   */
  async leaveAllForDeletion(em: EntityManager, userId: string): Promise<void> {
    const memberships = await em.find(WorkspaceMember, { user: userId, workspace: { enable: true } }, { populate: ['workspace'] });
    for (const membership of memberships) {
      if (membership.role === WorkspaceRole.OWNER) await this.handOver(em, membership.workspace, userId);
      membership.enable = false;
      this.bus.publish('membership.revoked', { workspaceId: membership.workspace.id, userId });
    }
    await em.nativeUpdate(TeamMember, { user: userId }, { enable: false });
    await em.flush();
  }

  private async handOver(em: EntityManager, workspace: Workspace, ownerId: string): Promise<void> {
    const others = await em.find(WorkspaceMember, { workspace, user: { $ne: ownerId }, role: { $in: [WorkspaceRole.ADMIN, WorkspaceRole.MEMBER] } }, { orderBy: { registerDate: 'asc' } });
    const heir = others.find((member) => member.role === WorkspaceRole.ADMIN) ?? others[0];
    if (heir) heir.role = WorkspaceRole.OWNER;
    else workspace.enable = false;
  }

  async myWorkspaces(em: EntityManager, userId: string): Promise<Workspace[]> {
    const memberships = await em.find(
      WorkspaceMember,
      { user: userId, role: { $ne: WorkspaceRole.INVITED }, workspace: { enable: true } },
      { populate: ['workspace'], orderBy: { workspace: { name: 'asc' } } },
    );
    return memberships.map((m) => m.workspace);
  }

  /** Adds an existing user directly (no invitation): upsert on workspace and user. */
  async addMember(em: EntityManager, actorId: string, workspace: Workspace, email: string, role: WorkspaceRole): Promise<WorkspaceMember> {
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw errors.badInput('email', 'USER_NOT_FOUND', 'cannot find user to invite');
    const member = await this.upsertMembership(em, workspace, user, role, actorId);
    await em.flush();
    await this.announceJoin(em, workspace, actorId, user.id);
    return member;
  }

  /** Sets the role of a membership row, creating or re-enabling it. */
  async upsertMembership(em: EntityManager, workspace: Workspace, user: User, role: WorkspaceRole, actorId: string): Promise<WorkspaceMember> {
    const existing = await em.findOne(WorkspaceMember, { workspace, user }, { filters: false });
    const actor = em.getReference(User, actorId);
    if (!existing) return em.create(WorkspaceMember, { workspace, user, role, register: actor });
    em.assign(existing, { role, enable: true, update: actor });
    return existing;
  }

  async changeRole(em: EntityManager, actorId: string, target: WorkspaceMember, role: WorkspaceRole): Promise<WorkspaceMember> {
    em.assign(target, { role, update: em.getReference(User, actorId) });
    await em.flush();
    return target;
  }

  /**
   * Removes a member: the membership and their team memberships in this workspace are disabled, and
   * their open subscriptions learn it at once. Their own to-dos stay theirs (read-only; spec 2 s4).
   */
  async removeMember(em: EntityManager, actorId: string, target: WorkspaceMember): Promise<void> {
    em.assign(target, { enable: false, update: em.getReference(User, actorId) });
    const teams = await em.find(Team, { workspace: target.workspace }, { fields: ['id'] });
    await em.nativeUpdate(TeamMember, { user: target.user, team: { $in: teams.map((t) => t.id) } }, { enable: false });
    await em.flush();
    const workspaceId = target.workspace.id;
    const userId = target.user.id;
    this.bus.publish('membership.revoked', { workspaceId, userId });
    await this.events.emit({ type: 'workspace_out', workspaceId, actorId, recipientId: userId });
  }

  /** Tells the workspace's admins (but not the one who caused it) that someone joined. */
  async announceJoin(em: EntityManager, workspace: Workspace, actorId: string, joinedUserId: string): Promise<void> {
    const admins = await em.find(WorkspaceMember, { workspace, role: { $in: [...ADMIN_ROLES] } }, { fields: ['user'] });
    const recipientIds = admins.map((a) => a.user.id).filter((id) => id !== actorId && id !== joinedUserId);
    await this.events.emit({ type: 'workspace_join', workspaceId: workspace.id, actorId, joinedUserId, recipientIds });
  }
}
