import { graphql } from '../../gql';
import type { RemoveReactionMutation } from '../../gql/graphql';
import { reactionMessages } from './messages';
import { withoutReaction } from './reactionGroups';
import type { ReactionTarget } from './target';
import { useReactionChange, type ReactionChange } from './useReactionChange';

const RemoveReactionDocument = graphql(`
  mutation RemoveReaction($target: ReactionTargetInput!, $emoji: String!) {
    removeReaction(target: $target, emoji: $emoji) {
      ...ReactionBar_reactions
    }
  }
`);

const REMOVE_REACTION: ReactionChange<RemoveReactionMutation> = {
  document: RemoveReactionDocument,
  answer: (data) => data.removeReaction,
  optimistic: (current, emoji, viewer) => ({ removeReaction: withoutReaction(current, emoji, viewer.id) }),
  failed: reactionMessages.removeFailed,
};

/**
 * removeReaction: the viewer's emoji goes at once (one less in its chip, the chip gone when nobody
 * is left), then the target's reactions as the API answers them; a refusal puts it back with a red toast.
 */
export function useRemoveReaction(target: ReactionTarget) {
  return useReactionChange(target, REMOVE_REACTION);
}
