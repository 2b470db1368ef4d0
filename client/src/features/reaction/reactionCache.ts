import type { ApolloCache } from '@apollo/client';
import type { ReactionBar_ReactionsFragment } from '../../gql/graphql';
import { reactionOwnerId, type ReactionTarget } from './target';

/**
 * Puts the target's reactions as addReaction / removeReaction answered them into the `reactions`
 * field of the target object (the feedback), the people as references to their normalised entries.
 * Nothing happens while that object is not in the cache.
 */
export function writeReactions(
  cache: ApolloCache,
  target: ReactionTarget,
  groups: readonly ReactionBar_ReactionsFragment[],
): void {
  const id = reactionOwnerId(cache, target);
  if (!id) return;
  cache.modify({
    id,
    fields: {
      reactions: (_existing, { toReference }) =>
        groups.map((group) => ({ ...group, users: group.users.map((user) => toReference(user, true) ?? user) })),
    },
  });
}
