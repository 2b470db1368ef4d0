import { graphql } from '../../gql';
import type { AddReactionMutation } from '../../gql/graphql';
import { reactionMessages } from './messages';
import { withReaction } from './reactionGroups';
import type { ReactionTarget } from './target';
import { useReactionChange, type ReactionChange } from './useReactionChange';

const AddReactionDocument = graphql(`
  mutation AddReaction($target: ReactionTargetInput!, $emoji: String!) {
    addReaction(target: $target, emoji: $emoji) {
      ...ReactionBar_reactions
    }
  }
`);

const ADD_REACTION: ReactionChange<AddReactionMutation> = {
  document: AddReactionDocument,
  answer: (data) => data.addReaction,
  optimistic: (current, emoji, viewer) => ({ addReaction: withReaction(current, emoji, viewer) }),
  failed: reactionMessages.addFailed,
};

/**
 * addReaction: the viewer's emoji shows at once (one more in its chip, or a new chip last), then the
 * target's reactions as the API answers them; a refusal takes it back with a red toast.
 */
export function useAddReaction(target: ReactionTarget) {
  return useReactionChange(target, ADD_REACTION);
}
