import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../../events/domain-events.js';
import { errors } from '../../graphql/errors.js';
import { validImageUrl } from '../user/profile-image-url.js';
import type { EventBus } from '../../graphql/pubsub.js';
import { Invitation, InvitationStatus } from '../invitation/invitation.entity.js';
import { Team, TeamMember } from '../team/team.entity.js';
import { validDescription, validWorkspaceName } from './organisation-validation.js';
import { User } from '../user/user.entity.js';
import { ACTIVE_ROLES, ADMIN_ROLES, WorkspaceRole } from './workspace-role.js';
import { Workspace, WorkspaceMember } from './workspace.entity.js';
import { isActiveMember } from './workspace.policy.js';
import type { CreateWorkspaceInput, UpdateWorkspaceInput } from './workspace.types.js';

/** Workspaces and their memberships (spec 2 sections 3 to 7). Callers have checked the policy. */
export class WorkspaceService {
  constructor(
    private readonly events: DomainEvents,
    private readonly bus: EventBus,
  ) {}

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
   * Workspaces the person owns that have other active members: their account cannot be deleted
   * until each has another owner (issue 13), so nobody is handed a workspace they did not choose.
   */
  async awaitingNewOwner(em: EntityManager, userId: string): Promise<Workspace[]> {
    const owned = await em.find(
      WorkspaceMember,
      { user: userId, role: WorkspaceRole.OWNER, workspace: { enable: true } },
      { populate: ['workspace'], orderBy: { workspace: { name: 'asc' } } },
    );
    return this.sharedWith(em, userId, owned);
  }

  /**
   * A person leaves every workspace as their account is deleted: refused (OWNS_WORKSPACES) while a
   * workspace they own has other members; one nobody else is in is deleted with them. Their
   * memberships and team places end.
   */
  async leaveAllForDeletion(em: EntityManager, userId: string): Promise<void> {
    const memberships = await em.find(
      WorkspaceMember,
      { user: userId, workspace: { enable: true } },
      { populate: ['workspace'], orderBy: { workspace: { name: 'asc' } } },
    );
    const awaiting = await this.sharedWith(
      em,
      userId,
      memberships.filter((m) => m.role === WorkspaceRole.OWNER),
    );
    if (awaiting.length > 0) {
      const names = awaiting.map((w) => w.name).join(', ');
      throw errors.conflict(
        'OWNS_WORKSPACES',
        `Make someone else the owner of these workspaces before deleting your account: ${names}.`,
      );
    }
    for (const membership of memberships) {
      if (membership.role === WorkspaceRole.OWNER) membership.workspace.enable = false;
      membership.enable = false;
      this.bus.publish('membership.revoked', { workspaceId: membership.workspace.id, userId });
    }
    await em.nativeUpdate(TeamMember, { user: userId }, { enable: false });
    await em.flush();
  }

  /** The workspaces of these memberships that have an active member besides the person. */
  private async sharedWith(em: EntityManager, userId: string, memberships: WorkspaceMember[]): Promise<Workspace[]> {
    if (memberships.length === 0) return [];
    const others = await em.find(
      WorkspaceMember,
      {
        workspace: { $in: memberships.map((m) => m.workspace.id) },
        user: { $ne: userId },
        role: { $in: [...ACTIVE_ROLES] },
      },
      { fields: ['workspace'] },
    );
    const shared = new Set(others.map((m) => m.workspace.id));
    return memberships.map((m) => m.workspace).filter((workspace) => shared.has(workspace.id));
  }

  /**
   * The owner hands the workspace to an active member, who is told; the former owner stays as an
   * admin. One transaction, the demotion first: a workspace has exactly one owner row at any moment
   * (workspace_member_one_owner).
   */
  async transferOwnership(em: EntityManager, owner: WorkspaceMember, heir: WorkspaceMember): Promise<Workspace> {
    await em.begin();
    try {
      em.assign(owner, { role: WorkspaceRole.ADMIN, update: owner.user });
      await em.flush();
      em.assign(heir, { role: WorkspaceRole.OWNER, update: owner.user });
      await em.flush();
      await em.commit();
    } catch (err) {
      await em.rollback();
      throw err;
    }
    await this.events.emit({
      type: 'workspace_owner',
      workspaceId: heir.workspace.id,
      actorId: owner.user.id,
      recipientId: heir.user.id,
    });
    return heir.workspace;
  }

  async myWorkspaces(em: EntityManager, userId: string): Promise<Workspace[]> {
    const memberships = await em.find(
      WorkspaceMember,
      { user: userId, role: { $ne: WorkspaceRole.INVITED }, workspace: { enable: true } },
      { populate: ['workspace'], orderBy: { workspace: { name: 'asc' } } },
    );
    return memberships.map((m) => m.workspace);
  }

  /**
   * Adds an existing user directly (no invitation). An active member is refused (ALREADY_JOINED):
   * adding never changes a role, so nobody can lower the owner's or an admin's standing this way.
   */
  async addMember(
    em: EntityManager,
    actorId: string,
    workspace: Workspace,
    email: string,
    role: WorkspaceRole,
  ): Promise<WorkspaceMember> {
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw errors.badInput('email', 'USER_NOT_FOUND', 'cannot find user to invite');
    const existing = await em.findOne(WorkspaceMember, { workspace, user });
    if (existing && isActiveMember(existing))
      throw errors.conflict('ALREADY_JOINED', 'This person is already a member of the workspace.', 'email');
    const member = await this.join(em, workspace, user, role, actorId);
    await em.flush();
    await this.announceJoin(em, workspace, actorId, user.id);
    return member;
  }

  /**
   * Makes a person an active member with this role: a new row, a removed member back, or an invitee's
   * pending row raised. An active membership keeps its role (only changeRole and transferOwnership
   * change one). Once active, the person's other pending invitations to the workspace are settled.
   */
  async join(
    em: EntityManager,
    workspace: Workspace,
    user: User,
    role: WorkspaceRole,
    actorId: string,
  ): Promise<WorkspaceMember> {
    const member = await this.upsertMembership(em, workspace, user, role, actorId);
    await em.nativeUpdate(
      Invitation,
      { workspace, email: user.email, status: InvitationStatus.PENDING },
      { status: InvitationStatus.ACCEPTED, respondedAt: new Date() },
    );
    return member;
  }

  /** Gives an invited account its pending (INVITED) row; an active member's row is left as it is. */
  async markInvited(em: EntityManager, workspace: Workspace, user: User, actorId: string): Promise<WorkspaceMember> {
    return this.upsertMembership(em, workspace, user, WorkspaceRole.INVITED, actorId);
  }

  /** Creates, re-enables or raises a pending membership row; an active one never changes here. */
  private async upsertMembership(
    em: EntityManager,
    workspace: Workspace,
    user: User,
    role: WorkspaceRole,
    actorId: string,
  ): Promise<WorkspaceMember> {
    const existing = await em.findOne(WorkspaceMember, { workspace, user }, { filters: false });
    const actor = em.getReference(User, actorId);
    if (!existing) return em.create(WorkspaceMember, { workspace, user, role, register: actor });
    if (existing.enable && isActiveMember(existing)) return existing;
    em.assign(existing, { role, enable: true, update: actor });
    return existing;
  }

  async changeRole(
    em: EntityManager,
    actorId: string,
    target: WorkspaceMember,
    role: WorkspaceRole,
  ): Promise<WorkspaceMember> {
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
