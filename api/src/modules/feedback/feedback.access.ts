import type { Row } from '../../database/entity-row.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import type { ClosedThreadTarget } from '../comment/comment-target.js';
import { Feedback, FeedbackRequest } from './feedback.entity.js';
import {
  feedbackPolicy,
  feedbackRequestPolicy,
  type FeedbackRequestSubject,
  type FeedbackSubject,
  type FeedbackViewer,
} from './feedback.policy.js';
import { feedbackReadFacts, readFeedback } from './feedback.read.js';
import { feedbackRequestReadFacts, readFeedbackRequest } from './feedback-request.read.js';

type Rule<S> = (viewer: FeedbackViewer, subject: S) => boolean;

export const feedbackSubject = (feedback: Pick<Row<Feedback>, 'register' | 'receiver'>): FeedbackSubject => ({
  senderId: feedback.register.id,
  receiverId: feedback.receiver.id,
});

export const requestSubject = (request: Row<FeedbackRequest>): FeedbackRequestSubject => ({
  ...feedbackSubject(request),
  enable: request.enable,
  isRejected: request.isRejected,
  isCompleted: request.isCompleted,
});

/** FORBIDDEN for one of the two people when the rule belongs to the other. */
function wrongSide(viewer: FeedbackViewer, subject: FeedbackSubject): AppError {
  return viewer.userId === subject.senderId
    ? new AppError(ErrorCode.FORBIDDEN, 'Only the receiver can do this.', { reason: 'FEEDBACK_RECEIVER_ONLY' })
    : new AppError(ErrorCode.FORBIDDEN, 'Only the sender can do this.', { reason: 'FEEDBACK_SENDER_ONLY' });
}

/**
 * A feedback for a read, in one statement, the rule checked: NOT_FOUND when missing, deleted, hidden
 * by the viewer or not theirs to read (nobody else learns it exists); FORBIDDEN for the other side's rules.
 */
export async function checkFeedback(
  ctx: SignedInContext,
  feedbackId: string,
  rule: Rule<FeedbackSubject> = feedbackPolicy.read,
): Promise<Row<Feedback>> {
  const feedback = await readFeedback(ctx.em, ctx.viewer.userId, feedbackId);
  const viewer = feedback && feedbackReadFacts.of(feedback)!.viewer;
  if (!feedback || !viewer || !feedbackPolicy.read(viewer, feedbackSubject(feedback)))
    throw errors.notFound('Feedback');
  if (!rule(viewer, feedbackSubject(feedback))) throw wrongSide(viewer, feedbackSubject(feedback));
  return feedback;
}

/** The feedback entity for a change, once the rule allows it. */
export async function authorizeFeedback(
  ctx: SignedInContext,
  feedbackId: string,
  rule: Rule<FeedbackSubject>,
): Promise<Feedback> {
  await checkFeedback(ctx, feedbackId, rule);
  return ctx.em.findOneOrFail(Feedback, { id: feedbackId });
}

/**
 * A request for a read, the rule checked: NOT_FOUND when missing or not the viewer's; CONFLICT
 * FEEDBACK_REQUEST_CLOSED when the viewer's side may not act on it any more (completed, cancelled,
 * rejected); FORBIDDEN for the other side's rules.
 */
export async function checkFeedbackRequest(
  ctx: SignedInContext,
  requestId: string,
  rule: Rule<FeedbackRequestSubject> = feedbackRequestPolicy.read,
): Promise<Row<FeedbackRequest>> {
  const request = await readFeedbackRequest(ctx.em, ctx.viewer.userId, requestId);
  const viewer = request && feedbackRequestReadFacts.of(request)!.viewer;
  if (!request || !viewer || !feedbackRequestPolicy.read(viewer, requestSubject(request)))
    throw errors.notFound('Feedback request');
  const subject = requestSubject(request);
  if (!rule(viewer, subject)) {
    const open = { ...subject, enable: true, isRejected: false, isCompleted: false };
    if (!rule(viewer, open)) throw wrongSide(viewer, subject);
    throw requestClosed(subject);
  }
  return request;
}

/** The request entity for a change, once the rule allows it. */
export async function authorizeFeedbackRequest(
  ctx: SignedInContext,
  requestId: string,
  rule: Rule<FeedbackRequestSubject>,
): Promise<FeedbackRequest> {
  await checkFeedbackRequest(ctx, requestId, rule);
  return ctx.em.findOneOrFail(FeedbackRequest, { id: requestId });
}

/** Why a request can no longer be acted on: cancelled by its sender (the receiver may still send feedback unlinked), or closed. */
export function requestClosed(request: Pick<FeedbackRequestSubject, 'enable'>): AppError {
  return request.enable
    ? errors.conflict('FEEDBACK_REQUEST_CLOSED', 'This request has already been answered or declined.', 'requestId')
    : errors.conflict('FEEDBACK_REQUEST_CANCELLED', 'The requester cancelled this request.', 'requestId');
}

/** A feedback's thread: its two people comment and hear of each other's comments; the notification opens the feedback. */
export function feedbackCommentTarget(
  feedback: Pick<Row<Feedback>, 'id' | 'content' | 'workspace' | 'register' | 'receiver'>,
): ClosedThreadTarget<'feedback'> {
  const workspaceId = feedback.workspace.id;
  return {
    kind: 'feedback',
    id: feedback.id,
    title: feedback.content,
    workspaceIds: [workspaceId],
    followerIds: [feedback.register.id, feedback.receiver.id],
    notice: { feedback_id: feedback.id, workspace_id: workspaceId },
    noticeFor: (recipientId) => ({ is_feedback_receiver: recipientId === feedback.receiver.id }),
  };
}
