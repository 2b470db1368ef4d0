import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { languageCodeOf, toGraphqlLocale, type GraphqlLocale } from '@domain/locale.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { requireViewer } from '../../graphql/viewer.js';
import { Locale } from './locale.enum.js';
import { User } from './user.entity.js';
import { GoalDisplaySettingInput, UpdateProfileInput } from './user.types.js';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The signed-in user. UNAUTHENTICATED without a live session.' })
  async me(@Ctx() ctx: Context): Promise<User> {
    const user = await ctx.loaders.user.load(requireViewer(ctx).userId);
    if (!user) throw errors.unauthenticated();
    return user;
  }

  @Mutation(() => User, { description: 'Changes the viewer profile and settings.' })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.updateProfile(ctx.em, requireViewer(ctx), input);
  }

  @Mutation(() => User, { description: 'Saves the viewer goal list display settings (filter, properties, grouping, ordering, view).' })
  updateGoalDisplaySetting(@Arg('input', () => GoalDisplaySettingInput) input: GoalDisplaySettingInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.updateGoalDisplaySetting(ctx.em, requireViewer(ctx), input);
  }

  @Subscription(() => User, {
    description: 'The viewer profile, each time it changes (from another tab or device).',
    subscribe: ({ context }) => {
      const ctx = context as Context;
      return ctx.services.bus.subscribe('user.updated', requireViewer(ctx).userId);
    },
  })
  async viewerUpdated(@Root() event: { userId: string }, @Ctx() ctx: Context): Promise<User> {
    // A fresh fork per event: the subscription lives long and must not serve a stale identity map.
    const user = await ctx.em.fork().findOne(User, { id: event.userId });
    if (!user) throw errors.unauthenticated();
    return user;
  }

  @FieldResolver(() => Locale, { description: 'Interface language.' })
  language(@Root() user: User): GraphqlLocale {
    return toGraphqlLocale(user.language);
  }

  @FieldResolver(() => String, { description: 'The language part of the locale: ko, en or vi.' })
  languageCode(@Root() user: User): string {
    return languageCodeOf(user.language);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the e-mail address has been verified.' })
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }
}
