import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { workItemPolicy, type WorkItemAccess, type WorkItemViewer } from './work-item.policy.js';

const item: WorkItemAccess = {
  sharedTeamIds: ['team-a', 'team-b'],
  leaderId: 'leader',
  participantIds: ['participant'],
  registerId: 'creator',
};
const viewer = (userId: string, role: WorkspaceRole | null, teams: string[] = []): WorkItemViewer => ({
  userId,
  workspace: role ? { role } : null,
  teamIds: new Set(teams),
});

describe('work item policy', () => {
  it('lets members of a shared team read and edit, and nobody else in the workspace', () => {
    expect(workItemPolicy.read(viewer('u', WorkspaceRole.MEMBER, ['team-b']), item)).toBe(true);
    expect(workItemPolicy.edit(viewer('u', WorkspaceRole.MEMBER, ['team-b']), item)).toBe(true);
    expect(workItemPolicy.read(viewer('u', WorkspaceRole.MEMBER, ['team-c']), item)).toBe(false);
    expect(workItemPolicy.read(viewer('u', WorkspaceRole.OWNER, []), item)).toBe(false);
  });

  it('lets the leader and participants read while they are active members', () => {
    expect(workItemPolicy.read(viewer('leader', WorkspaceRole.MEMBER), item)).toBe(true);
    expect(workItemPolicy.read(viewer('participant', WorkspaceRole.MEMBER), item)).toBe(true);
    expect(workItemPolicy.read(viewer('participant', WorkspaceRole.INVITED), item)).toBe(false);
    expect(workItemPolicy.read(viewer('participant', null), item)).toBe(false);
  });

  it('keeps deleting to the creator, the leader and administrators who can read', () => {
    expect(workItemPolicy.delete(viewer('creator', WorkspaceRole.MEMBER, ['team-a']), item)).toBe(true);
    expect(workItemPolicy.delete(viewer('leader', WorkspaceRole.MEMBER), item)).toBe(true);
    expect(workItemPolicy.delete(viewer('u', WorkspaceRole.ADMIN, ['team-a']), item)).toBe(true);
    expect(workItemPolicy.delete(viewer('u', WorkspaceRole.MEMBER, ['team-a']), item)).toBe(false);
    expect(workItemPolicy.delete(viewer('u', WorkspaceRole.ADMIN, []), item)).toBe(false);
  });
});
