import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { todoPolicy, type TodoSubject, type TodoViewer } from './todo.policy.js';

const member = { role: WorkspaceRole.MEMBER };
const viewer = (over: Partial<TodoViewer> = {}): TodoViewer => ({
  userId: 'colleague',
  sharesWorkspaceWithOwner: true,
  canReadGoal: true,
  goalWorkspace: member,
  ...over,
});
const todo = (over: Partial<TodoSubject> = {}): TodoSubject => ({ ownerId: 'owner', isPublic: true, ...over });

describe('to-do policy', () => {
  it('lets the owner read always and edit while a member of the goal workspace', () => {
    const owner = viewer({ userId: 'owner', sharesWorkspaceWithOwner: false, goalWorkspace: null, canReadGoal: false });
    expect(todoPolicy.read(owner, todo())).toBe(true);
    expect(todoPolicy.edit(owner, todo())).toBe(false);
    expect(todoPolicy.edit({ ...owner, goalWorkspace: undefined, canReadGoal: true }, todo())).toBe(true);
    expect(todoPolicy.delete({ ...owner, goalWorkspace: member }, todo())).toBe(true);
  });

  it('lets colleagues of one workspace read and edit public to-dos of goals they may read', () => {
    expect(todoPolicy.read(viewer(), todo())).toBe(true);
    expect(todoPolicy.editTimes(viewer(), todo())).toBe(true);
    expect(todoPolicy.delete(viewer(), todo())).toBe(false);
    expect(todoPolicy.read(viewer({ canReadGoal: false }), todo())).toBe(false);
    expect(todoPolicy.read(viewer({ sharesWorkspaceWithOwner: false, goalWorkspace: undefined }), todo())).toBe(false);
  });

  it('masks private to-dos of others and keeps them read-only', () => {
    expect(todoPolicy.seeTitle(viewer(), todo({ isPublic: false }))).toBe(false);
    expect(todoPolicy.read(viewer(), todo({ isPublic: false }))).toBe(true);
    expect(todoPolicy.edit(viewer(), todo({ isPublic: false }))).toBe(false);
    expect(todoPolicy.seeTitle(viewer({ userId: 'owner' }), todo({ isPublic: false }))).toBe(true);
  });

  it('opens what hangs on a to-do (notes, comments) to readers who see its title', () => {
    expect(todoPolicy.readUnmasked(viewer(), todo())).toBe(true);
    expect(todoPolicy.readUnmasked(viewer({ userId: 'owner' }), todo({ isPublic: false }))).toBe(true);
    expect(todoPolicy.readUnmasked(viewer(), todo({ isPublic: false }))).toBe(false);
    expect(todoPolicy.readUnmasked(viewer({ sharesWorkspaceWithOwner: false }), todo())).toBe(false);
  });
});
