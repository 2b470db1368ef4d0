import { isActiveMember, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a to-do (spec 1 section 6). Owners always see their own to-dos, even after
 * leaving the workspace of its goal (then read-only). Others see a to-do when they share an active
 * workspace with its owner and, for a goal's to-do, may read that goal; a private one shows them a
 * generic title and stays read-only. Editing (the drawer, planner times) needs the owner or a
 * colleague of the same workspace who also passes the membership check of the goal's workspace.
 */
export interface TodoViewer {
  userId: string;
  /** Whether the viewer and the owner are active members of one workspace. */
  sharesWorkspaceWithOwner: boolean;
  /**
   * The viewer's membership of the workspace of the to-do's goal; undefined when the to-do has no
   * goal, or its goal is gone (deleted, or its team or workspace deleted): then it is a plain to-do.
   */
  goalWorkspace?: MaybeMembership;
  /** Whether the viewer may read the to-do's goal (true without a live goal). */
  canReadGoal: boolean;
}

export interface TodoSubject {
  ownerId: string;
  isPublic: boolean;
}

const isOwner = (viewer: TodoViewer, todo: TodoSubject) => viewer.userId === todo.ownerId;

function read(viewer: TodoViewer, todo: TodoSubject): boolean {
  return isOwner(viewer, todo) || (viewer.sharesWorkspaceWithOwner && viewer.canReadGoal);
}

function edit(viewer: TodoViewer, todo: TodoSubject): boolean {
  if (!read(viewer, todo)) return false;
  if (!isOwner(viewer, todo) && !todo.isPublic) return false;
  return viewer.goalWorkspace === undefined || isActiveMember(viewer.goalWorkspace);
}

const seeTitle = (viewer: TodoViewer, todo: TodoSubject) => isOwner(viewer, todo) || todo.isPublic;

export const todoPolicy = {
  read,
  seeTitle,
  /** Read and not masked: what hangs on the to-do (its notes, its comment thread) is open. */
  readUnmasked: (viewer: TodoViewer, todo: TodoSubject) => read(viewer, todo) && seeTitle(viewer, todo),
  edit,
  /** Planner times follow the drawer's rule. */
  editTimes: edit,
  /** Deleting and stopping stay with the owner. */
  delete: (viewer: TodoViewer, todo: TodoSubject) => isOwner(viewer, todo) && edit(viewer, todo),
};
