import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { dailyScrumPolicy, type ScrumViewer } from './daily-scrum.policy.js';

const viewer = (over: Partial<ScrumViewer> = {}): ScrumViewer => ({
  userId: 'ann',
  workspace: { role: WorkspaceRole.MEMBER },
  inTeam: true,
  ...over,
});

describe('dailyScrumPolicy', () => {
  it('opens the scrum to the team members only', () => {
    for (const rule of [
      dailyScrumPolicy.read,
      dailyScrumPolicy.post,
      dailyScrumPolicy.comment,
      dailyScrumPolicy.react,
    ]) {
      expect(rule(viewer())).toBe(true);
      expect(rule(viewer({ inTeam: false }))).toBe(false);
      expect(rule(viewer({ workspace: { role: WorkspaceRole.OWNER }, inTeam: false }))).toBe(false);
      expect(rule(viewer({ workspace: null }))).toBe(false);
    }
  });

  it('lets only the author change an item, and admins manage templates', () => {
    expect(dailyScrumPolicy.editItem(viewer(), { authorId: 'ann' })).toBe(true);
    expect(dailyScrumPolicy.editItem(viewer(), { authorId: 'bo' })).toBe(false);
    expect(dailyScrumPolicy.editItem(viewer({ inTeam: false }), { authorId: 'ann' })).toBe(false);
    expect(dailyScrumPolicy.manageTemplates(viewer())).toBe(false);
    expect(dailyScrumPolicy.manageTemplates(viewer({ workspace: { role: WorkspaceRole.ADMIN }, inTeam: false }))).toBe(
      true,
    );
  });
});
