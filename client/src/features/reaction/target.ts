import type { ApolloCache } from '@apollo/client';
import type { ReactionTargetInput } from '../../gql/graphql';

/**
 * What reactions are on: a feedback (a daily scrum item next, as one more key of
 * ReactionTargetInput). The id is set: a bar is only drawn on something that exists.
 */
export interface ReactionTarget {
  readonly feedbackId: NonNullable<ReactionTargetInput['feedbackId']>;
}

/** The GraphQL input of a target, with only its one id, so that equal targets give equal variables. */
export function reactionTargetInput(target: ReactionTarget): ReactionTargetInput {
  return { feedbackId: target.feedbackId };
}

/** The cache id of the object whose `reactions` field lists the target's reactions. */
export function reactionOwnerId(cache: ApolloCache, target: ReactionTarget): string | undefined {
  return cache.identify({ __typename: 'Feedback', id: target.feedbackId });
}
