import type { ApolloCache } from '@apollo/client';
import type { ReactionTargetInput } from '../../gql/graphql';

/**
 * What reactions are on: a feedback or a daily scrum item (one key of ReactionTargetInput each).
 * The id is set: a bar is only drawn on something that exists.
 */
export type ReactionTarget =
  | { readonly feedbackId: NonNullable<ReactionTargetInput['feedbackId']>; readonly dailyScrumItemId?: undefined }
  | {
      readonly dailyScrumItemId: NonNullable<ReactionTargetInput['dailyScrumItemId']>;
      readonly feedbackId?: undefined;
    };

/** The GraphQL input of a target, with only its one id, so that equal targets give equal variables. */
export function reactionTargetInput(target: ReactionTarget): ReactionTargetInput {
  return target.dailyScrumItemId !== undefined
    ? { dailyScrumItemId: target.dailyScrumItemId }
    : { feedbackId: target.feedbackId };
}

/** The cache id of the object whose `reactions` field lists the target's reactions. */
export function reactionOwnerId(cache: ApolloCache, target: ReactionTarget): string | undefined {
  return target.dailyScrumItemId !== undefined
    ? cache.identify({ __typename: 'DailyScrumItem', id: target.dailyScrumItemId })
    : cache.identify({ __typename: 'Feedback', id: target.feedbackId });
}
