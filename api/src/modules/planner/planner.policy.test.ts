import { describe, expect, it } from 'vitest';
import type { TodoViewer } from '../todo/todo.policy.js';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { plannerPolicy } from './planner.policy.js';

const colleague: TodoViewer = {
  userId: 'colleague',
  sharesWorkspaceWithOwner: true,
  canReadGoal: true,
  goalWorkspace: { role: WorkspaceRole.MEMBER },
};
const stranger: TodoViewer = { ...colleague, userId: 'stranger', sharesWorkspaceWithOwner: false };
const publicTodo = { ownerId: 'owner', isPublic: true };
const privateTodo = { ownerId: 'owner', isPublic: false };

describe('planner policy', () => {
  it('shows the plans of to-dos the viewer may read, private ones of colleagues included', () => {
    expect(plannerPolicy.seePlan(colleague, privateTodo)).toBe(true);
    expect(plannerPolicy.seePlan({ ...colleague, userId: 'owner', sharesWorkspaceWithOwner: false }, privateTodo)).toBe(
      true,
    );
    expect(plannerPolicy.seePlan(stranger, publicTodo)).toBe(false);
  });

  it('lets plans be changed by who may change the to-do times', () => {
    expect(plannerPolicy.edit(colleague, publicTodo)).toBe(true);
    expect(plannerPolicy.edit(colleague, privateTodo)).toBe(false);
    expect(plannerPolicy.edit({ ...colleague, userId: 'owner' }, privateTodo)).toBe(true);
    expect(plannerPolicy.edit(stranger, publicTodo)).toBe(false);
  });
});
