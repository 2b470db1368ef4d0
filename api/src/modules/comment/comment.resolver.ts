import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { isEdited } from '@domain/mentions.js';
import type { Row } from '../../database/entity-row.js';
import type { Context } from '../../graphql/context.js';
import { SHARED_RESULT } from '../../graphql/shared-subscriptions.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Todo } from '../todo/todo.entity.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';
import { User } from '../user/user.entity.js';
import { commentTarget, readableThread } from './comment-target.access.js';
import { commentSubject, threadKey, type CommentTarget } from './comment-target.js';
import { Comment } from './comment.entity.js';
import { commentReadFacts, readThread } from './comment.read.js';
import { commentPolicy, type CommentSubject } from './comment.policy.js';
import { targetOf } from './comment.service.js';
import {
  CommentChange,
  CommentTargetInput,
  CommentThread,
  CommentViewerCan,
  CreateCommentInput,
} from './comment.types.js';
import { BoundTokens, type TokenBinding } from '../../graphql/token-binding.js';
import { ArgMaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** What a comment target names, for a workspace-bound token (a CommentTargetInput at `path`). */
const commentTargetAt = (path: string): TokenBinding => ({
  [`${path}.goalId`]: 'goal',
  [`${path}.todoId`]: 'todo',
  [`${path}.noteId`]: 'note',
  [`${path}.feedbackId`]: 'feedback',
  [`${path}.dailyScrumItemId`]: 'dailyScrumItem',
});

/** Comments: readers of the goal or to-do read and write them; only the author edits or deletes. */
@Resolver(() => Comment)
export class CommentResolver {
  @BoundTokens(commentTargetAt('target'))
  @Query(() => CommentThread, {
    description: 'The thread of a goal or a to-do: top-level comments newest first, replies oldest first.',
  })
  async comments(
    @Arg('target', () => CommentTargetInput, {
      description: 'The thread to read: exactly one target, which the viewer may read.',
    })
    target: CommentTargetInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CommentThread> {
    return readThread(ctx.reads, await readableThread(ctx, target));
  }

  @BoundTokens(commentTargetAt('target'))
  @Query(() => [UserProfile], {
    description:
      'Who can be mentioned on a target: its workspace members whose name contains the prefix, those starting with it first, each by name.',
  })
  async mentionSuggestions(
    @Arg('target', () => CommentTargetInput, {
      description: 'The thread being written in; its workspace gives the members.',
    })
    target: CommentTargetInput,
    @Arg('prefix', {
      defaultValue: '',
      description: 'Text typed after @; empty lists every member who can be mentioned.',
    })
    prefix: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<User[]> {
    return ctx.services.comments.suggestions(ctx.em, await commentTarget(ctx, target), prefix);
  }

  @BoundTokens(commentTargetAt('input.target'))
  @Mutation(() => Comment, {
    description: 'Comments on a goal or a to-do, or replies to a top-level comment; mentions notify.',
  })
  async createComment(
    @Arg('input', () => CreateCommentInput, { description: 'The target, the text and the parent for a reply.' })
    input: CreateCommentInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Comment> {
    const { userId } = ctx.viewer;
    const target = await commentTarget(ctx, input.target);
    const parent = input.parentId ? await ctx.em.findOne(Comment, { id: input.parentId }) : null;
    if (input.parentId && !parent) throw errors.notFound('Comment');
    return ctx.services.comments.create(ctx.em, userId, target, parent, input.content);
  }

  @BoundTokens({ id: 'comment' })
  @ArgMaxLength({ content: TEXT_MAX_LENGTH })
  @Mutation(() => Comment, {
    description: 'Edits a comment (its author only); only newly mentioned people are notified.',
  })
  async updateComment(
    @Arg('id', () => UUIDScalar, { description: 'The comment to edit.' }) id: string,
    @Arg('content', { description: 'The new text: not blank after trimming; mentions as @[userId].' }) content: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Comment> {
    const { comment, target } = await authorizeComment(ctx, id, commentPolicy.edit);
    const updated = await ctx.services.comments.update(ctx.em, ctx.viewer.userId, target, comment, content);
    ctx.loaders.commentMentions.clear(id);
    return updated;
  }

  @BoundTokens({ id: 'comment' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes a comment (its author only; soft).' })
  async deleteComment(
    @Arg('id', () => UUIDScalar, { description: 'The comment to delete; its replies go with it.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { comment, target } = await authorizeComment(ctx, id, commentPolicy.delete);
    await ctx.services.comments.softDelete(ctx.em, target, comment);
    return true;
  }

  @Extensions(SHARED_RESULT)
  @BoundTokens(commentTargetAt('target'))
  @Subscription(() => CommentChange, {
    description:
      'Creations, edits and deletions in the thread of a goal or a to-do (clients refetch, debounced 300 ms).',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      const thread = await readableThread(ctx, args.target as CommentTargetInput);
      return ctx.services.bus.subscribe('comments.changed', threadKey(thread));
    },
  })
  commentsChanged(
    @Arg('target', () => CommentTargetInput, {
      description: 'The thread to follow: exactly one target, which the viewer may read.',
    })
    _target: CommentTargetInput,
    @Root() event: CommentChange,
  ): CommentChange {
    return event;
  }

  @FieldResolver(() => UserProfile, { description: 'Who wrote it: only they edit or delete it.' })
  async author(@Root() comment: Row<Comment>, @Ctx() ctx: Context): Promise<UserProfileRow> {
    return commentReadFacts.of(comment)?.author ?? (await ctx.loaders.user.load(comment.register.id))!;
  }

  @FieldResolver(() => [Comment], { description: 'Replies, oldest first (top-level comments only).' })
  async replies(@Root() comment: Row<Comment>, @Ctx() ctx: Context): Promise<Row<Comment>[]> {
    if (comment.parent) return [];
    return commentReadFacts.of(comment)?.replies ?? ctx.loaders.commentReplies.load(comment.id);
  }

  @FieldResolver(() => [UserProfile], { description: 'People mentioned (members of the workspace when mentioned).' })
  async mentions(@Root() comment: Row<Comment>, @Ctx() ctx: Context): Promise<UserProfileRow[]> {
    const carried = commentReadFacts.of(comment);
    if (carried) return carried.mentions;
    const rows = await ctx.loaders.commentMentions.load(comment.id);
    const users = await ctx.loaders.user.loadMany(rows.map((row) => row.user.id));
    return users.filter((user): user is User => user instanceof User);
  }

  @FieldResolver(() => UUIDScalar, { nullable: true, description: 'The comment replied to.' })
  parentId(@Root() comment: Row<Comment>): string | null {
    return comment.parent?.id ?? null;
  }

  @FieldResolver(() => Boolean, { description: 'Edited: the update date differs from the register date.' })
  edited(@Root() comment: Row<Comment>): boolean {
    return isEdited(comment.registerDate, comment.updateDate);
  }

  @FieldResolver(() => CommentViewerCan, { description: 'What the viewer may do with the comment.' })
  viewerCan(@Root() comment: Row<Comment>, @SignedIn() ctx: SignedInContext): CommentViewerCan {
    const subject = commentSubject(comment);
    return {
      edit: commentPolicy.edit(ctx.viewer.userId, subject),
      delete: commentPolicy.delete(ctx.viewer.userId, subject),
      reply: commentPolicy.reply(subject),
    };
  }
}

/** To-do fields about comments. */
@Resolver(() => Todo)
export class TodoCommentsResolver {
  @FieldResolver(() => Int, { description: 'Comments and replies on the to-do.' })
  commentCount(@Root() todo: Row<Todo>, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.todoCommentCount.load(todo.id);
  }
}

/** A comment on a target the viewer may still read, which the rule lets them change (FORBIDDEN COMMENT_AUTHOR_ONLY otherwise). */
async function authorizeComment(
  ctx: SignedInContext,
  id: string,
  rule: (viewerId: string, comment: CommentSubject) => boolean,
): Promise<{ comment: Comment; target: CommentTarget }> {
  const comment = await ctx.em.findOne(Comment, { id });
  const stored = comment ? targetOf(comment) : null;
  if (!comment || !stored) throw errors.notFound('Comment');
  const target = await commentTarget(ctx, { [`${stored.kind}Id`]: stored.id });
  if (!rule(ctx.viewer.userId, commentSubject(comment)))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only the author can change a comment.', { reason: 'COMMENT_AUTHOR_ONLY' });
  return { comment, target };
}
