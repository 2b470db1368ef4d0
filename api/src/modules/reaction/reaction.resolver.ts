import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { reactionGroups } from './reaction-groups.js';
import { reactionTarget } from './reaction-target.access.js';
import { readReactions } from './reaction.read.js';
import { ReactionGroup, ReactionTargetInput } from './reaction.types.js';

/** Emoji reactions on a target: those who may read it see them; the target's rule says who reacts. */
@Resolver()
export class ReactionResolver {
  @Query(() => [ReactionGroup], { description: 'The reactions on a target, emojis in the order first used, with who reacted.' })
  async reactions(@Arg('target', () => ReactionTargetInput) input: ReactionTargetInput, @SignedIn() ctx: SignedInContext): Promise<ReactionGroup[]> {
    const target = await reactionTarget(ctx, input, 'read');
    return reactionGroups(await readReactions(ctx.em, target), ctx.viewer.userId);
  }

  @Mutation(() => [ReactionGroup], { description: 'Reacts with an emoji (once per person and emoji); answers the reactions now.' })
  async addReaction(@Arg('target', () => ReactionTargetInput) input: ReactionTargetInput, @Arg('emoji') emoji: string, @SignedIn() ctx: SignedInContext): Promise<ReactionGroup[]> {
    const target = await reactionTarget(ctx, input, 'react');
    await ctx.services.reactions.add(ctx.em, ctx.viewer.userId, target, emoji);
    return reactionGroups(await readReactions(ctx.em, target), ctx.viewer.userId);
  }

  @Mutation(() => [ReactionGroup], { description: 'Takes back the viewer reaction with an emoji; answers the reactions now.' })
  async removeReaction(@Arg('target', () => ReactionTargetInput) input: ReactionTargetInput, @Arg('emoji') emoji: string, @SignedIn() ctx: SignedInContext): Promise<ReactionGroup[]> {
    const target = await reactionTarget(ctx, input, 'react');
    await ctx.services.reactions.remove(ctx.em, ctx.viewer.userId, target, emoji);
    return reactionGroups(await readReactions(ctx.em, target), ctx.viewer.userId);
  }
}
