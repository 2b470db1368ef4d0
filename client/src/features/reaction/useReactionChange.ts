import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useFailureToast } from '../../apollo/useFailureToast';
import { useViewer } from '../../app/useViewer';
import type { ReactionBar_ReactionsFragment, ReactionTargetInput } from '../../gql/graphql';
import { writeReactions } from './reactionCache';
import type { Reactor } from './reactionGroups';
import { reactionTargetInput, type ReactionTarget } from './target';

/** A mutation that changes the viewer's reactions and answers the target's reactions now. */
export interface ReactionChange<TData> {
  readonly document: TypedDocumentNode<TData, { target: ReactionTargetInput; emoji: string }>;
  /** The target's reactions in the answer. */
  readonly answer: (data: TData) => readonly ReactionBar_ReactionsFragment[];
  /** The answer to show at once, from the reactions shown now. */
  readonly optimistic: (current: readonly ReactionBar_ReactionsFragment[], emoji: string, viewer: Reactor) => TData;
  /** "<what failed>. {detail}" of the red toast. */
  readonly failed: MessageDescriptor;
}

/**
 * What addReaction and removeReaction share (useAddReaction.ts, useRemoveReaction.ts): the change
 * shows at once (optimistic), then the reactions as the API answers them go into the target's
 * `reactions` field; a refusal undoes it with a red toast. Resolves whether it went through.
 */
export function useReactionChange<TData>(target: ReactionTarget, change: ReactionChange<TData>) {
  const viewer = useViewer();
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(change.document);

  return useCallback(
    async (emoji: string, current: readonly ReactionBar_ReactionsFragment[]): Promise<boolean> => {
      try {
        await mutate({
          variables: { target: reactionTargetInput(target), emoji },
          optimisticResponse: viewer ? change.optimistic(current, emoji, viewer) : undefined,
          update: (cache, { data }) => {
            if (data) writeReactions(cache, target, change.answer(data));
          },
        });
        return true;
      } catch (error) {
        toastFailure(error, change.failed);
        return false;
      }
    },
    [mutate, target, viewer, toastFailure, change],
  );
}
