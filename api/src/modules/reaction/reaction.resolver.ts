import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { reactionGroups } from './reaction-groups.js';
import { reactionTarget } from './reaction-target.access.js';
import { readReactions } from './reaction.read.js';
import { ReactionGroup, ReactionTargetInput } from './reaction.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** What a reaction target names, for a workspace-bound token. */
const REACTION_TARGET = { 'target.feedbackId': 'feedback', 'target.dailyScrumItemId': 'dailyScrumItem' } as const;

/** Emoji reactions on a target: those who may read it see them; the target's rule says who reacts. */
@Resolver()
export class ReactionResolver {
  @BoundTokens(REACTION_TARGET)
  @Query(() => [ReactionGroup], {
    description: 'The reactions on a target, emojis in the order first used, with who reacted.',
  })
  async reactions(
    @Arg('target', () => ReactionTargetInput, {
      description: 'What the reactions are on: exactly one target, which the viewer may read.',
    })
    input: ReactionTargetInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReactionGroup[]> {
    const target = await reactionTarget(ctx, input, 'read');
    return reactionGroups(await readReactions(ctx.em, target), ctx.viewer.userId);
  }

  @BoundTokens(REACTION_TARGET)
  @Mutation(() => [ReactionGroup], {
    description: 'Reacts with an emoji (once per person and emoji); answers the reactions now.',
  })
  async addReaction(
    @Arg('target', () => ReactionTargetInput, { description: 'What to react to.' }) input: ReactionTargetInput,
    @Arg('emoji', {
      description: 'One emoji (BAD_USER_INPUT INVALID_EMOJI otherwise); adding one already put is a no-op.',
    })
    emoji: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReactionGroup[]> {
    const target = await reactionTarget(ctx, input, 'react');
    await ctx.services.reactions.add(ctx.em, ctx.viewer.userId, target, emoji);
    return reactionGroups(await readReactions(ctx.em, target), ctx.viewer.userId);
  }

  @BoundTokens(REACTION_TARGET)
  @RetrySafe()
  @Mutation(() => [ReactionGroup], {
    description: 'Takes back the viewer reaction with an emoji; answers the reactions now.',
  })
  async removeReaction(
    @Arg('target', () => ReactionTargetInput, { description: 'What the reaction is on.' }) input: ReactionTargetInput,
    @Arg('emoji', { description: 'The emoji the viewer put.' }) emoji: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReactionGroup[]> {
    const target = await reactionTarget(ctx, input, 'react');
    await ctx.services.reactions.remove(ctx.em, ctx.viewer.userId, target, emoji);
    return reactionGroups(await readReactions(ctx.em, target), ctx.viewer.userId);
  }
}
