import { filter } from '@graphql-yoga/subscription';
import { DateTime } from 'luxon';
import { Arg, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { FEEDBACK_CONTENT_MAX, feedbackPeriodStart, isFeedbackEdited } from '@domain/feedback.js';
import type { Row } from '../../database/entity-row.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { ArgMaxLength } from '../../graphql/input-limits.js';
import { checkPage } from '../../graphql/paging.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { CommentThread } from '../comment/comment.types.js';
import { ReactionGroup } from '../reaction/reaction.types.js';
import { reactionGroups } from '../reaction/reaction-groups.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';
import { authorizeWorkspace } from '../workspace/workspace.access.js';
import {
  authorizeFeedback,
  authorizeFeedbackRequest,
  checkFeedback,
  feedbackSubject,
  requestClosed,
} from './feedback.access.js';
import { Feedback } from './feedback.entity.js';
import { feedbackPolicy, feedbackRequestPolicy } from './feedback.policy.js';
import {
  feedbackReadFacts,
  readFeedback,
  readFeedbackCounts,
  readFeedbackList,
  type FeedbackFacts,
  type FeedbackList,
} from './feedback.read.js';
import { FeedbackImprovement } from './feedback-improvement.types.js';
import { readTodoChoices } from './feedback-todo.read.js';
import { linkedTodo } from './linked-todo.js';
import {
  FeedbackChange,
  FeedbackCounts,
  FeedbackFieldsInput,
  FeedbackPage,
  FeedbackValue,
  FeedbackViewerCan,
  LinkedRequest,
  LinkedTodo,
  SendFeedbackInput,
  TodoChoiceInput,
} from './feedback.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const FEEDBACK_PAGE_MAX = 50;

/** Peer feedback (spec 3): thin resolvers over FeedbackService, every feedback through feedback.policy.ts. */
@Resolver(() => Feedback)
export class FeedbackResolver {
  @BoundTokens({ id: 'feedback' })
  @Query(() => Feedback, {
    description: 'A feedback its sender or receiver may read (not one they deleted). NOT_FOUND otherwise.',
  })
  feedback(
    @Arg('id', () => UUIDScalar, { description: 'The feedback.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Feedback>> {
    return checkFeedback(ctx, id);
  }

  @BoundTokens('account')
  @ArgMaxLength({ content: FEEDBACK_CONTENT_MAX })
  @Query(() => FeedbackImprovement, {
    description:
      'Improve, in the feedback form: hints on a feedback being written and, with an AI model, a rewrite. Stores nothing. BAD_USER_INPUT TOO_LONG past 3000 characters.',
  })
  improveFeedback(
    @Arg('content', { description: 'The feedback as written so far (Korean, English or Vietnamese).' }) content: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackImprovement> {
    return ctx.services.feedbackImprover.improve(content);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => FeedbackPage, { description: 'Feedback the viewer received in a workspace, newest first.' })
  receivedFeedback(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Feedback to skip, from the newest (0 or more).' })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Feedback per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackPage> {
    return list(ctx, { list: 'RECEIVED', workspaceId, offset, size });
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => FeedbackPage, { description: 'Feedback the viewer sent in a workspace, newest first.' })
  sentFeedback(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Feedback to skip, from the newest (0 or more).' })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Feedback per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackPage> {
    return list(ctx, { list: 'SENT', workspaceId, offset, size });
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => FeedbackPage, {
    description: 'Received feedback the viewer bookmarked in a workspace, newest bookmark first (the side panel).',
  })
  bookmarkedFeedback(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, {
      defaultValue: 0,
      description: 'Feedback to skip, from the newest bookmark (0 or more).',
    })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Feedback per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackPage> {
    return list(ctx, { list: 'BOOKMARKED', workspaceId, offset, size });
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => FeedbackCounts, {
    description: 'The sizes of the viewer four feedback tabs of a workspace, and their unread received feedback.',
  })
  async feedbackCounts(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackCounts> {
    await authorizeWorkspace(ctx, workspaceId, feedbackPolicy.write);
    return readFeedbackCounts(ctx.em, ctx.viewer.userId, workspaceId);
  }

  @BoundTokens({ 'input.workspaceId': 'workspace' })
  @Query(() => [LinkedTodo], {
    description:
      "A colleague's to-dos of the period (completed in it, or open and planned in it) that the viewer may read in full, by goal: the picker of the feedback form.",
  })
  async feedbackTodoChoices(
    @Arg('input', () => TodoChoiceInput, { description: 'Whose to-dos, in which workspace, how far back.' })
    input: TodoChoiceInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<LinkedTodo[]> {
    await authorizeWorkspace(ctx, input.workspaceId, feedbackPolicy.write);
    const viewer = await ctx.loaders.user.load(ctx.viewer.userId);
    if (!viewer) throw errors.unauthenticated();
    const today = DateTime.now().setZone(viewer.timezone).toISODate()!;
    const todos = await readTodoChoices(ctx.em, {
      viewerId: viewer.id,
      ownerId: input.userId,
      workspaceId: input.workspaceId,
      from: feedbackPeriodStart(input.period, today),
      today,
      timezone: viewer.timezone,
    });
    return todos.map((row) => linkedTodo(viewer.id, row));
  }

  @BoundTokens({ 'input.workspaceId': 'workspace', 'input.requestId': 'feedbackRequest' })
  @Mutation(() => Feedback, {
    description:
      'Sends feedback to a colleague of the workspace, or answers a request the viewer received (it becomes completed).',
  })
  async sendFeedback(
    @Arg('input', () => SendFeedbackInput, {
      description: 'The receiver (or the request answered), the text, core values and to-dos.',
    })
    input: SendFeedbackInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Feedback>> {
    await authorizeWorkspace(ctx, input.workspaceId, feedbackPolicy.write);
    const request = input.requestId
      ? await authorizeFeedbackRequest(ctx, input.requestId, feedbackRequestPolicy.respond)
      : null;
    if (request && request.workspace.id !== input.workspaceId) throw requestClosed(request);
    const feedback = await ctx.services.feedback.send(ctx.em, ctx.viewer.userId, {
      workspaceId: input.workspaceId,
      receiverId: input.receiverId,
      request,
      content: input.content,
      positiveIds: input.positiveCoreValueIds,
      negativeIds: input.negativeCoreValueIds,
      todoIds: input.todoIds,
    });
    return fresh(ctx, feedback.id);
  }

  @BoundTokens({ id: 'feedback' })
  @Mutation(() => Feedback, {
    description: 'Edits a sent feedback (the sender): it is unread again and the receiver is told.',
  })
  async updateFeedback(
    @Arg('id', () => UUIDScalar, { description: 'A feedback the viewer sent.' }) id: string,
    @Arg('input', () => FeedbackFieldsInput, {
      description: 'The new text, core values and to-dos (they replace the old ones).',
    })
    input: FeedbackFieldsInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Feedback>> {
    const feedback = await authorizeFeedback(ctx, id, feedbackPolicy.edit);
    await ctx.services.feedback.update(ctx.em, feedback, {
      content: input.content,
      positiveIds: input.positiveCoreValueIds,
      negativeIds: input.negativeCoreValueIds,
      todoIds: input.todoIds,
    });
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'feedback' })
  @Mutation(() => Feedback, {
    description: 'Sends a feedback again (the sender): back on the receiver list, unread, and they are told.',
  })
  async resendFeedback(
    @Arg('id', () => UUIDScalar, { description: 'A feedback the viewer sent.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Feedback>> {
    await ctx.services.feedback.resend(ctx.em, await authorizeFeedback(ctx, id, feedbackPolicy.resend));
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'feedback' })
  @Mutation(() => Feedback, { description: 'Bookmarks a received feedback, or takes the bookmark off (the receiver).' })
  async setFeedbackBookmark(
    @Arg('id', () => UUIDScalar, { description: 'A feedback the viewer received.' }) id: string,
    @Arg('bookmarked', { description: 'True to bookmark, false to take the bookmark off.' }) bookmarked: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Feedback>> {
    await ctx.services.feedback.setBookmark(
      ctx.em,
      await authorizeFeedback(ctx, id, feedbackPolicy.bookmark),
      ctx.viewer.userId,
      bookmarked,
    );
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'feedback' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description: 'Deletes a feedback from the viewer own lists (either side); the other keeps it.',
  })
  async deleteFeedback(
    @Arg('id', () => UUIDScalar, { description: 'A feedback the viewer sent or received.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.feedback.hide(ctx.em, await authorizeFeedback(ctx, id, feedbackPolicy.hide), ctx.viewer.userId);
    return true;
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => Int, {
    description:
      'Marks received feedback of a workspace read (those the viewer saw on the Received tab); answers how many changed. Others are ignored.',
  })
  async markFeedbackRead(
    @Arg('workspaceId', () => UUIDScalar, { description: 'The workspace of the Received tab.' }) workspaceId: string,
    @Arg('ids', () => [UUIDScalar], { description: 'The feedback the viewer saw.' }) ids: string[],
    @SignedIn() ctx: SignedInContext,
  ): Promise<number> {
    await authorizeWorkspace(ctx, workspaceId, feedbackPolicy.write);
    if (ids.length > FEEDBACK_PAGE_MAX * 10) throw errors.badInput('ids', 'TOO_LONG', 'Too many at once.');
    return ctx.services.feedback.markRead(ctx.em, ctx.viewer.userId, workspaceId, ids);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Subscription(() => FeedbackChange, {
    description:
      'A feedback or a request of the viewer changed in the workspace (sent, edited, read, answered, rejected, cancelled, reacted to, commented on): lists refetch.',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      await authorizeWorkspace(ctx, args.workspaceId as string, feedbackPolicy.write);
      const inWorkspace = filter((event: FeedbackChange) => event.workspaceId === args.workspaceId);
      return inWorkspace(ctx.services.bus.subscribe('feedback.changed', ctx.viewer.userId));
    },
  })
  feedbackChanged(
    @Arg('workspaceId', () => UUIDScalar, {
      description: 'A workspace the viewer is a member of: events of their own feedback and requests there.',
    })
    _workspaceId: string,
    @Root() event: FeedbackChange,
  ): FeedbackChange {
    return event;
  }

  @FieldResolver(() => UserProfile, { description: 'Who wrote it.' })
  async sender(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<UserProfileRow> {
    return (await factsOf(ctx, feedback)).sender;
  }

  @FieldResolver(() => UserProfile, { description: 'Who it is for.' })
  async receiver(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<UserProfileRow> {
    return (await factsOf(ctx, feedback)).receiver;
  }

  @FieldResolver(() => UUIDScalar, { description: 'The workspace it was sent in.' })
  workspaceId(@Root() feedback: Row<Feedback>): string {
    return feedback.workspace.id;
  }

  @FieldResolver(() => LinkedRequest, { nullable: true, description: 'The request it answers.' })
  async request(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<LinkedRequest | null> {
    const { request } = await factsOf(ctx, feedback);
    return request ? { id: request.id, content: request.content } : null;
  }

  @FieldResolver(() => Boolean, { description: 'Updated more than two minutes after it was written.' })
  edited(@Root() feedback: Row<Feedback>): boolean {
    return isFeedbackEdited(feedback.registerDate, feedback.updateDate);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer bookmarked it.' })
  async isBookmarked(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return (await factsOf(ctx, feedback)).bookmark.isBookmarked;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the viewer last bookmarked or unbookmarked it.' })
  async bookmarkUpdateDate(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<Date | null> {
    return (await factsOf(ctx, feedback)).bookmark.bookmarkUpdateDate;
  }

  @FieldResolver(() => [FeedbackValue], { description: 'Its core values, by name.' })
  async coreValues(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<FeedbackValue[]> {
    return (await factsOf(ctx, feedback)).values.map(({ id, name, isPositive, enable }) => ({
      id,
      name,
      isPositive,
      active: enable,
    }));
  }

  @FieldResolver(() => [LinkedTodo], { description: 'The receiver to-dos it is about, by title.' })
  async todos(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<LinkedTodo[]> {
    return (await factsOf(ctx, feedback)).todos.map((row) => linkedTodo(ctx.viewer.userId, row));
  }

  @FieldResolver(() => [ReactionGroup], { description: 'Emoji reactions (the receiver reacts), with who reacted.' })
  async reactions(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<ReactionGroup[]> {
    return reactionGroups((await factsOf(ctx, feedback)).reactions, ctx.viewer.userId);
  }

  @FieldResolver(() => CommentThread, {
    description: 'Its comment thread: top-level comments newest first, replies oldest first.',
  })
  async comments(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<CommentThread> {
    return (await factsOf(ctx, feedback)).comments;
  }

  @FieldResolver(() => FeedbackViewerCan, { description: 'What the viewer may do with the feedback.' })
  async viewerCan(@Root() feedback: Row<Feedback>, @SignedIn() ctx: SignedInContext): Promise<FeedbackViewerCan> {
    const { viewer } = await factsOf(ctx, feedback);
    const subject = feedbackSubject(feedback);
    return {
      edit: feedbackPolicy.edit(viewer, subject),
      receive: feedbackPolicy.bookmark(viewer, subject),
      comment: feedbackPolicy.comment(viewer, subject),
      delete: feedbackPolicy.hide(viewer, subject),
    };
  }
}

async function list(
  ctx: SignedInContext,
  query: { list: FeedbackList; workspaceId: string; offset: number; size: number },
): Promise<FeedbackPage> {
  checkPage(query.offset, query.size, FEEDBACK_PAGE_MAX);
  await authorizeWorkspace(ctx, query.workspaceId, feedbackPolicy.write);
  return readFeedbackList(ctx.em, { viewerId: ctx.viewer.userId, ...query });
}

/** The feedback as the viewer now sees it, read anew (mutations answer with it). */
async function fresh(ctx: SignedInContext, id: string): Promise<Row<Feedback>> {
  const feedback = await readFeedback(ctx.em, ctx.viewer.userId, id);
  if (!feedback) throw errors.notFound('Feedback');
  return feedback;
}

async function factsOf(ctx: SignedInContext, feedback: Row<Feedback>): Promise<FeedbackFacts> {
  return feedbackReadFacts.of(feedback) ?? feedbackReadFacts.of(await fresh(ctx, feedback.id))!;
}
