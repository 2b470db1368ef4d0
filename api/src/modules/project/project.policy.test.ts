import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import type { WorkItemAccess, WorkItemViewer } from '../work-item/work-item.policy.js';
import { projectPolicy } from './project.policy.js';

const member = { role: WorkspaceRole.MEMBER };
const project: WorkItemAccess = {
  sharedTeamIds: ['team'],
  leaderId: 'leader',
  participantIds: [],
  registerId: 'creator',
};
const viewer = (over: Partial<WorkItemViewer> = {}): WorkItemViewer => ({
  userId: 'reader',
  workspace: member,
  teamIds: new Set(['team']),
  ...over,
});

describe('project policy', () => {
  it('is created in a team by its members only', () => {
    expect(projectPolicy.create({ workspace: member, inTeam: true })).toBe(true);
    expect(projectPolicy.create({ workspace: { role: WorkspaceRole.ADMIN }, inTeam: false })).toBe(false);
    expect(projectPolicy.create({ workspace: null, inTeam: true })).toBe(false);
  });

  it('is read, edited and shared by the teams it is shared with', () => {
    expect(projectPolicy.read(viewer(), project)).toBe(true);
    expect(projectPolicy.edit(viewer(), project)).toBe(true);
    expect(projectPolicy.share(viewer(), project)).toBe(true);
    expect(projectPolicy.read(viewer({ teamIds: new Set(['other']) }), project)).toBe(false);
    expect(projectPolicy.edit(viewer({ workspace: null }), project)).toBe(false);
  });

  it('is deleted by its creator, its leader or a workspace admin', () => {
    expect(projectPolicy.delete(viewer(), project)).toBe(false);
    expect(projectPolicy.delete(viewer({ userId: 'creator' }), project)).toBe(true);
    expect(projectPolicy.delete(viewer({ userId: 'leader' }), project)).toBe(true);
    expect(projectPolicy.delete(viewer({ workspace: { role: WorkspaceRole.ADMIN } }), project)).toBe(true);
  });
});
