import { isActiveMember, isWorkspaceAdmin, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a note (spec 1 section 6): active members of its workspace who may read its
 * goal, or read its to-do unmasked. Removed members cannot open notes, their own included. Readers
 * edit and share; the author and workspace admins delete.
 */
export interface NoteViewer {
  userId: string;
  /** The viewer's membership of the note's workspace: null without one, or once that workspace is deleted. */
  workspace: MaybeMembership;
  /** Whether the viewer may read the note's goal, or read its to-do unmasked; false once that goal or to-do is deleted. */
  canReadTarget: boolean;
}

export interface NoteSubject {
  authorId: string;
}

const read = (viewer: NoteViewer) => isActiveMember(viewer.workspace) && viewer.canReadTarget;

export const notePolicy = {
  read,
  edit: read,
  share: read,
  delete: (viewer: NoteViewer, note: NoteSubject) =>
    read(viewer) && (note.authorId === viewer.userId || isWorkspaceAdmin(viewer.workspace)),
};
