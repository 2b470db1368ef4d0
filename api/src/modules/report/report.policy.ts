import { isActiveMember, type MaybeMembership } from '../workspace/workspace.policy.js';

/**
 * Who may do what with a report (spec 2 sections 4 and 6; where the spec is silent, the choices
 * are): its author and the colleagues it was sent to read it, while they are active members of its
 * workspace; only the author edits, sends, manages receivers and deletes it; a receiver marks it read
 * and deletes it from their own list, after which it is gone for them until it is sent again. The
 * author's delete of a sent report takes it off the author's side only: receivers keep it.
 */
export interface ReportViewer {
  userId: string;
  /** The viewer's membership of the report's workspace. */
  workspace: MaybeMembership;
  /** Whether the report is on the viewer's received list (sent to them and not deleted by them). */
  isReceiver: boolean;
}

export interface ReportSubject {
  authorId: string;
  /** The author deleted it after sending: it is theirs no more, and stays with its receivers. */
  authorDeleted: boolean;
}

const isAuthor = (viewer: ReportViewer, report: ReportSubject) =>
  viewer.userId === report.authorId && !report.authorDeleted;
const author = (viewer: ReportViewer, report: ReportSubject) =>
  isActiveMember(viewer.workspace) && isAuthor(viewer, report);
const receiver = (viewer: ReportViewer) => isActiveMember(viewer.workspace) && viewer.isReceiver;

export const reportPolicy = {
  read: (viewer: ReportViewer, report: ReportSubject) => author(viewer, report) || receiver(viewer),
  edit: author,
  send: author,
  delete: author,
  /** Marking read and deleting from one's own received list. */
  receive: (viewer: ReportViewer, _report: ReportSubject) => receiver(viewer),
  /** Writing a report, and asking a colleague for one, in a workspace. */
  write: (membership: MaybeMembership) => isActiveMember(membership),
};
