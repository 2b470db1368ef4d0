import { Arg, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Row } from '../../database/entity-row.js';
import { errors } from '../../graphql/errors.js';
import { checkPage } from '../../graphql/paging.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';
import { authorizeWorkspace } from '../workspace/workspace.access.js';
import { authorizeFeedbackRequest, checkFeedbackRequest, requestSubject } from './feedback.access.js';
import { FeedbackRequest } from './feedback.entity.js';
import { feedbackPolicy, feedbackRequestPolicy } from './feedback.policy.js';
import {
  feedbackRequestReadFacts,
  readFeedbackRequest,
  readFeedbackRequestList,
  type FeedbackRequestFacts,
  type RequestListQuery,
} from './feedback-request.read.js';
import { linkedTodo } from './linked-todo.js';
import {
  FeedbackRequestFieldsInput,
  FeedbackRequestPage,
  FeedbackRequestViewerCan,
  LinkedTodo,
  RequestFeedbackInput,
} from './feedback.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const REQUEST_PAGE_MAX = 50;

/** Feedback requests (spec 3): asked, edited, cancelled, rejected; answered through sendFeedback. */
@Resolver(() => FeedbackRequest)
export class FeedbackRequestResolver {
  @BoundTokens({ id: 'feedbackRequest' })
  @Query(() => FeedbackRequest, {
    description:
      'A request its sender or receiver may read, closed ones included (a feedback links it). NOT_FOUND otherwise.',
  })
  feedbackRequest(
    @Arg('id', () => UUIDScalar, { description: 'The request.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<FeedbackRequest>> {
    return checkFeedbackRequest(ctx, id);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => FeedbackRequestPage, {
    description: 'Open requests to the viewer in a workspace (not rejected, not answered), newest first.',
  })
  receivedFeedbackRequests(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Requests to skip, from the newest (0 or more).' })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Requests per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackRequestPage> {
    return list(ctx, { list: 'RECEIVED', workspaceId, offset, size });
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => FeedbackRequestPage, {
    description: 'The viewer open requests in a workspace, rejected ones included, newest first.',
  })
  sentFeedbackRequests(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Requests to skip, from the newest (0 or more).' })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Requests per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackRequestPage> {
    return list(ctx, { list: 'SENT', workspaceId, offset, size });
  }

  @BoundTokens({ 'input.workspaceId': 'workspace' })
  @Mutation(() => FeedbackRequest, {
    description: 'Asks a colleague of the workspace for feedback, about some of the viewer own to-dos.',
  })
  async requestFeedback(
    @Arg('input', () => RequestFeedbackInput, { description: 'Whom to ask, in which workspace, about what.' })
    input: RequestFeedbackInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<FeedbackRequest>> {
    await authorizeWorkspace(ctx, input.workspaceId, feedbackPolicy.write);
    const request = await ctx.services.feedbackRequests.request(
      ctx.em,
      ctx.viewer.userId,
      input.workspaceId,
      input.receiverId,
      input,
    );
    return fresh(ctx, request.id);
  }

  @BoundTokens({ id: 'feedbackRequest' })
  @Mutation(() => FeedbackRequest, { description: 'Edits an open request (its sender); a rejected one is sent again.' })
  async updateFeedbackRequest(
    @Arg('id', () => UUIDScalar, { description: 'The open request to edit.' }) id: string,
    @Arg('input', () => FeedbackRequestFieldsInput, {
      description: 'The new text and to-dos (they replace the old ones).',
    })
    input: FeedbackRequestFieldsInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<FeedbackRequest>> {
    await ctx.services.feedbackRequests.update(
      ctx.em,
      await authorizeFeedbackRequest(ctx, id, feedbackRequestPolicy.edit),
      input,
    );
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'feedbackRequest' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Cancels an open request (its sender).' })
  async cancelFeedbackRequest(
    @Arg('id', () => UUIDScalar, { description: 'The open request to cancel.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.feedbackRequests.cancel(
      ctx.em,
      await authorizeFeedbackRequest(ctx, id, feedbackRequestPolicy.cancel),
    );
    return true;
  }

  @BoundTokens({ id: 'feedbackRequest' })
  @Mutation(() => FeedbackRequest, {
    description: 'Declines a request (its receiver); the sender is told and may edit it to send it again.',
  })
  async rejectFeedbackRequest(
    @Arg('id', () => UUIDScalar, { description: 'The request to decline.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<FeedbackRequest>> {
    await ctx.services.feedbackRequests.reject(
      ctx.em,
      await authorizeFeedbackRequest(ctx, id, feedbackRequestPolicy.reject),
    );
    return fresh(ctx, id);
  }

  @FieldResolver(() => UserProfile, { description: 'Who asked.' })
  async sender(@Root() request: Row<FeedbackRequest>, @SignedIn() ctx: SignedInContext): Promise<UserProfileRow> {
    return (await factsOf(ctx, request)).sender;
  }

  @FieldResolver(() => UserProfile, { description: 'Who is asked.' })
  async receiver(@Root() request: Row<FeedbackRequest>, @SignedIn() ctx: SignedInContext): Promise<UserProfileRow> {
    return (await factsOf(ctx, request)).receiver;
  }

  @FieldResolver(() => UUIDScalar, { description: 'The workspace the request was made in.' })
  workspaceId(@Root() request: Row<FeedbackRequest>): string {
    return request.workspace.id;
  }

  @FieldResolver(() => Boolean, { description: 'Cancelled by its sender.' })
  isCancelled(@Root() request: Row<FeedbackRequest>): boolean {
    return !request.enable;
  }

  @FieldResolver(() => [LinkedTodo], { description: 'The asker to-dos it is about, by title.' })
  async todos(@Root() request: Row<FeedbackRequest>, @SignedIn() ctx: SignedInContext): Promise<LinkedTodo[]> {
    return (await factsOf(ctx, request)).todos.map((row) => linkedTodo(ctx.viewer.userId, row));
  }

  @FieldResolver(() => FeedbackRequestViewerCan, { description: 'What the viewer may do with the request.' })
  async viewerCan(
    @Root() request: Row<FeedbackRequest>,
    @SignedIn() ctx: SignedInContext,
  ): Promise<FeedbackRequestViewerCan> {
    const { viewer } = await factsOf(ctx, request);
    const subject = requestSubject(request);
    return {
      edit: feedbackRequestPolicy.edit(viewer, subject),
      cancel: feedbackRequestPolicy.cancel(viewer, subject),
      reject: feedbackRequestPolicy.reject(viewer, subject),
      respond: feedbackRequestPolicy.respond(viewer, subject),
    };
  }
}

async function list(ctx: SignedInContext, query: Omit<RequestListQuery, 'viewerId'>): Promise<FeedbackRequestPage> {
  checkPage(query.offset, query.size, REQUEST_PAGE_MAX);
  await authorizeWorkspace(ctx, query.workspaceId, feedbackPolicy.write);
  return readFeedbackRequestList(ctx.em, { viewerId: ctx.viewer.userId, ...query });
}

async function fresh(ctx: SignedInContext, id: string): Promise<Row<FeedbackRequest>> {
  const request = await readFeedbackRequest(ctx.em, ctx.viewer.userId, id);
  if (!request) throw errors.notFound('Feedback request');
  return request;
}

async function factsOf(ctx: SignedInContext, request: Row<FeedbackRequest>): Promise<FeedbackRequestFacts> {
  return feedbackRequestReadFacts.of(request) ?? feedbackRequestReadFacts.of(await fresh(ctx, request.id))!;
}
