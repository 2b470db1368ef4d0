import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { notePolicy, type NoteViewer } from './note.policy.js';

const viewer = (over: Partial<NoteViewer> = {}): NoteViewer => ({
  userId: 'reader',
  workspace: { role: WorkspaceRole.MEMBER },
  canReadTarget: true,
  ...over,
});
const note = { authorId: 'author' };

describe('note policy', () => {
  it('opens a note to active members of its workspace who may read its goal or to-do', () => {
    expect(notePolicy.read(viewer())).toBe(true);
    expect(notePolicy.edit(viewer())).toBe(true);
    expect(notePolicy.share(viewer())).toBe(true);
    expect(notePolicy.read(viewer({ canReadTarget: false }))).toBe(false);
    expect(notePolicy.read(viewer({ workspace: { role: WorkspaceRole.INVITED } }))).toBe(false);
    expect(notePolicy.edit(viewer({ workspace: null }))).toBe(false);
  });

  it('lets the author and workspace admins delete, while they may read it', () => {
    expect(notePolicy.delete(viewer(), note)).toBe(false);
    expect(notePolicy.delete(viewer({ userId: 'author' }), note)).toBe(true);
    expect(notePolicy.delete(viewer({ workspace: { role: WorkspaceRole.ADMIN } }), note)).toBe(true);
    expect(notePolicy.delete(viewer({ workspace: { role: WorkspaceRole.OWNER } }), note)).toBe(true);
    // A removed member loses their own notes too.
    expect(notePolicy.delete(viewer({ userId: 'author', workspace: null }), note)).toBe(false);
    expect(notePolicy.delete(viewer({ userId: 'author', canReadTarget: false }), note)).toBe(false);
  });
});
