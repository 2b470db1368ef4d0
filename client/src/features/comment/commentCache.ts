import type { ApolloCache } from '@apollo/client';
import type { CommentEntry_CommentFragment, CommentTargetInput } from '../../gql/graphql';
import { CommentThreadDocument } from './operations';
import { addToThread, removeFromThread } from './threadGrouping';

/** Puts a new comment (or its optimistic stand-in) into the cached thread, in its place. */
export function addCommentToCache(
  cache: ApolloCache,
  target: CommentTargetInput,
  comment: CommentEntry_CommentFragment,
): void {
  cache.updateQuery({ query: CommentThreadDocument, variables: { target } }, (data) =>
    data ? { comments: addToThread(data.comments, comment, (top) => ({ ...top, replies: [] })) } : data,
  );
  changeCommentCounts(cache, target, 1);
}

/** Takes a deleted comment (a top-level one with its replies) out of the cached thread. */
export function removeCommentFromCache(cache: ApolloCache, target: CommentTargetInput, commentId: string): void {
  let removed = 0;
  cache.updateQuery({ query: CommentThreadDocument, variables: { target } }, (data) => {
    if (!data) return data;
    const comments = removeFromThread(data.comments, commentId);
    removed = data.comments.count - comments.count;
    return { comments };
  });
  cache.evict({ id: cache.identify({ __typename: 'Comment', id: commentId }) });
  cache.gc();
  changeCommentCounts(cache, target, -removed);
}

/**
 * The counts shown outside the thread follow it: the to-do's comment count (the drawer's comment
 * button) and the `comments.count` of a feedback or a daily scrum item, where they are in the cache.
 */
function changeCommentCounts(cache: ApolloCache, target: CommentTargetInput, delta: number): void {
  if (delta === 0) return;
  if (target.todoId) {
    cache.modify({
      id: cache.identify({ __typename: 'Todo', id: target.todoId }),
      fields: { commentCount: (count: number) => Math.max(0, count + delta) },
    });
  }
  const owner = target.feedbackId
    ? cache.identify({ __typename: 'Feedback', id: target.feedbackId })
    : target.dailyScrumItemId
      ? cache.identify({ __typename: 'DailyScrumItem', id: target.dailyScrumItemId })
      : undefined;
  if (owner) {
    cache.modify({
      id: owner,
      fields: {
        comments: (thread, { isReference, readField }) => {
          if (isReference(thread)) return thread;
          return { ...thread, count: Math.max(0, (readField<number>('count', thread) ?? 0) + delta) };
        },
      },
    });
  }
}
