import { isActiveMember, isWorkspaceAdmin, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a workspace's core values (spec 3 section 6): every active member reads them
 * and tags feedback with them; admins (owner, admin) add, rename and delete them, and see how often
 * each was given.
 */
export const coreValuePolicy = {
  read: (membership: MaybeMembership) => isActiveMember(membership),
  manage: (membership: MaybeMembership) => isWorkspaceAdmin(membership),
};
