import { describe, expect, it } from 'vitest';
import { teamPolicy } from '../team/team.policy.js';
import { WorkspaceRole } from './workspace-role.js';
import { workspacePolicy } from './workspace.policy.js';

const { OWNER, ADMIN, MEMBER, INVITED } = WorkspaceRole;
const as = (role: WorkspaceRole) => ({ role });

describe('workspace policy', () => {
  it.each([
    [OWNER, true, true, true],
    [ADMIN, true, true, false],
    [MEMBER, true, false, false],
    [INVITED, false, false, false],
  ])('%s: read %s, manage %s, delete and announce %s', (role, read, manage, remove) => {
    expect(workspacePolicy.read(as(role))).toBe(read);
    expect(workspacePolicy.update(as(role))).toBe(manage);
    expect(workspacePolicy.invite(as(role))).toBe(manage);
    expect(workspacePolicy.createTeam(as(role))).toBe(manage);
    expect(workspacePolicy.delete(as(role))).toBe(remove);
    expect(workspacePolicy.announce(as(role))).toBe(remove);
  });

  it('gives nothing to someone without a membership', () => {
    expect(workspacePolicy.read(null)).toBe(false);
    expect(workspacePolicy.update(undefined)).toBe(false);
  });

  it('protects the owner and keeps admins from demoting or removing each other', () => {
    expect(workspacePolicy.changeRole(as(ADMIN), as(OWNER), MEMBER, false)).toBe(false);
    expect(workspacePolicy.removeMember(as(ADMIN), as(OWNER), false)).toBe(false);
    expect(workspacePolicy.changeRole(as(ADMIN), as(MEMBER), ADMIN, false)).toBe(true);
    expect(workspacePolicy.changeRole(as(ADMIN), as(ADMIN), MEMBER, false)).toBe(false);
    expect(workspacePolicy.changeRole(as(OWNER), as(ADMIN), MEMBER, false)).toBe(true);
    expect(workspacePolicy.removeMember(as(ADMIN), as(ADMIN), false)).toBe(false);
    expect(workspacePolicy.removeMember(as(OWNER), as(ADMIN), false)).toBe(true);
    expect(workspacePolicy.removeMember(as(ADMIN), as(MEMBER), false)).toBe(true);
    expect(workspacePolicy.removeMember(as(MEMBER), as(MEMBER), false)).toBe(false);
  });

  it('never changes the own role, makes an owner, or promotes a pending invitee', () => {
    expect(workspacePolicy.changeRole(as(OWNER), as(OWNER), ADMIN, true)).toBe(false);
    expect(workspacePolicy.changeRole(as(OWNER), as(MEMBER), OWNER, false)).toBe(false);
    expect(workspacePolicy.changeRole(as(OWNER), as(INVITED), ADMIN, false)).toBe(false);
  });
});

describe('team policy', () => {
  it('opens a team to its members only, and lets admins manage it', () => {
    expect(teamPolicy.read({ workspace: as(MEMBER), inTeam: true })).toBe(true);
    expect(teamPolicy.read({ workspace: as(ADMIN), inTeam: false })).toBe(false);
    expect(teamPolicy.read({ workspace: null, inTeam: true })).toBe(false);
    expect(teamPolicy.update({ workspace: as(ADMIN), inTeam: false })).toBe(true);
    expect(teamPolicy.update({ workspace: as(MEMBER), inTeam: true })).toBe(false);
    expect(teamPolicy.addMembers({ workspace: as(MEMBER), inTeam: true })).toBe(true);
    expect(teamPolicy.addMembers({ workspace: as(MEMBER), inTeam: false })).toBe(false);
    expect(teamPolicy.removeMember({ workspace: as(ADMIN), inTeam: true }, true)).toBe(false);
    expect(teamPolicy.leave({ workspace: as(MEMBER), inTeam: true })).toBe(true);
  });
});
