import { isActiveMember, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with feedback and feedback requests (spec 3 section 6; where it is silent, the
 * choices are): a feedback or a request is seen by its two people only, while the viewer is an
 * active member of its workspace; only the sender edits and resends a feedback, only the
 * receiver bookmarks it, reacts to it and marks it read; both comment on it and delete it from their
 * own lists. A request is edited and cancelled by its sender while it is open (not completed, not
 * cancelled); its receiver rejects it or responds to it while it is open and not rejected.
 */
export interface FeedbackViewer {
  userId: string;
  /** The viewer's membership of the workspace of the feedback or request. */
  workspace: MaybeMembership;
}

export interface FeedbackSubject {
  senderId: string;
  receiverId: string;
}

export interface FeedbackRequestSubject extends FeedbackSubject {
  /** False once its sender cancelled it. */
  enable: boolean;
  isRejected: boolean;
  isCompleted: boolean;
}

const sender = (viewer: FeedbackViewer, subject: FeedbackSubject) =>
  isActiveMember(viewer.workspace) && viewer.userId === subject.senderId;
const receiver = (viewer: FeedbackViewer, subject: FeedbackSubject) =>
  isActiveMember(viewer.workspace) && viewer.userId === subject.receiverId;
const party = (viewer: FeedbackViewer, subject: FeedbackSubject) =>
  sender(viewer, subject) || receiver(viewer, subject);
const open = (request: FeedbackRequestSubject) => request.enable && !request.isCompleted;

export const feedbackPolicy = {
  read: party,
  edit: sender,
  resend: sender,
  bookmark: receiver,
  react: receiver,
  markRead: receiver,
  comment: party,
  /** Deleting from one's own lists. */
  hide: party,
  /** Sending feedback, and asking for it, in a workspace. */
  write: (membership: MaybeMembership) => isActiveMember(membership),
};

export const feedbackRequestPolicy = {
  read: party,
  edit: (viewer: FeedbackViewer, request: FeedbackRequestSubject) => sender(viewer, request) && open(request),
  cancel: (viewer: FeedbackViewer, request: FeedbackRequestSubject) => sender(viewer, request) && open(request),
  reject: (viewer: FeedbackViewer, request: FeedbackRequestSubject) =>
    receiver(viewer, request) && open(request) && !request.isRejected,
  respond: (viewer: FeedbackViewer, request: FeedbackRequestSubject) =>
    receiver(viewer, request) && open(request) && !request.isRejected,
};
