import { ACTIVE_ROLES, ADMIN_ROLES, WorkspaceRole } from './workspace-role.js';

/**
 * Who may do what in a workspace: plain functions over the viewer's membership (null when the
 * viewer has no enabled membership). Spec 2 sections 4 and 6; where the spec shows no matrix,
 * the choices are: admins (owner, admin) manage; nobody changes or removes the owner; an admin
 * does not remove another admin (the owner does); nobody changes their own role; only the owner
 * hands the workspace to another active member, and stays on as an admin; only the owner announces
 * to the members.
 */
export interface Membership {
  role: WorkspaceRole;
}

export type MaybeMembership = Membership | null | undefined;

export function isActiveMember(membership: MaybeMembership): boolean {
  return membership != null && ACTIVE_ROLES.includes(membership.role);
}

export function isWorkspaceAdmin(membership: MaybeMembership): boolean {
  return membership != null && ADMIN_ROLES.includes(membership.role);
}

export function isOwner(membership: MaybeMembership): boolean {
  return membership?.role === WorkspaceRole.OWNER;
}

export const workspacePolicy = {
  read: isActiveMember,
  update: isWorkspaceAdmin,
  delete: isOwner,
  /** Send an announcement to every active member. */
  announce: isOwner,
  invite: isWorkspaceAdmin,
  createTeam: isWorkspaceAdmin,
  seeInvitations: isWorkspaceAdmin,

  changeRole(viewer: MaybeMembership, target: Membership, newRole: WorkspaceRole, isSelf: boolean): boolean {
    if (!isWorkspaceAdmin(viewer) || isSelf) return false;
    if (target.role === WorkspaceRole.OWNER || target.role === WorkspaceRole.INVITED) return false;
    if (newRole !== WorkspaceRole.ADMIN && newRole !== WorkspaceRole.MEMBER) return false;
    return (
      viewer!.role === WorkspaceRole.OWNER || target.role !== WorkspaceRole.ADMIN || newRole === WorkspaceRole.ADMIN
    );
  },

  transferOwnership(viewer: MaybeMembership, target: Membership, isSelf: boolean): boolean {
    return (
      viewer?.role === WorkspaceRole.OWNER &&
      !isSelf &&
      (target.role === WorkspaceRole.ADMIN || target.role === WorkspaceRole.MEMBER)
    );
  },

  removeMember(viewer: MaybeMembership, target: Membership, isSelf: boolean): boolean {
    if (!isWorkspaceAdmin(viewer) || isSelf || target.role === WorkspaceRole.OWNER) return false;
    return viewer!.role === WorkspaceRole.OWNER || target.role !== WorkspaceRole.ADMIN;
  },
};
