import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { languageCodeOf, toGraphqlLocale, type GraphqlLocale } from '@domain/locale.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Locale } from './locale.enum.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { User } from './user.entity.js';
import { GoalDisplaySettingInput, TodoDisplaySettingInput, UpdateProfileInput } from './user.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';

@Resolver(() => User)
export class UserResolver {
  @BoundTokens('account')
  @Query(() => User, { description: 'The signed-in user. UNAUTHENTICATED without a live session.' })
  async me(@SignedIn() ctx: SignedInContext): Promise<User> {
    const user = await ctx.loaders.user.load(ctx.viewer.userId);
    if (!user) throw errors.unauthenticated();
    return user;
  }

  @BoundTokens('account')
  @Mutation(() => User, { description: 'Changes the viewer profile and settings.' })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The profile fields to change.' }) input: UpdateProfileInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<User> {
    return ctx.services.users.updateProfile(ctx.em, ctx.viewer, input);
  }

  @BoundTokens('account')
  @Mutation(() => User, {
    description: 'Saves the viewer goal list display settings (filter, properties, grouping, ordering, view).',
  })
  updateGoalDisplaySetting(
    @Arg('input', () => GoalDisplaySettingInput, { description: 'The display settings to change.' })
    input: GoalDisplaySettingInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<User> {
    return ctx.services.users.updateGoalDisplaySetting(ctx.em, ctx.viewer, input);
  }

  @BoundTokens('account')
  @Mutation(() => User, {
    description:
      'Saves how the viewer planner to-do lists show goals: grouped under them (showGoals), with the goals that have no to-do yet (showEmptyGoals).',
  })
  updateTodoDisplaySetting(
    @Arg('input', () => TodoDisplaySettingInput, { description: 'The display settings to change.' })
    input: TodoDisplaySettingInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<User> {
    return ctx.services.users.updateTodoDisplaySetting(ctx.em, ctx.viewer, input);
  }

  @BoundTokens('account')
  @Subscription(() => User, {
    description: 'The viewer profile, each time it changes (from another tab or device).',
    subscribe: ({ context }) => {
      const ctx = signedIn(context as Context);
      return ctx.services.bus.subscribe('user.updated', ctx.viewer.userId);
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

  @FieldResolver(() => [Workspace], {
    description:
      'Workspaces the viewer owns that have other active members, by name: the account can be deleted once each has another owner (transferWorkspaceOwnership).',
  })
  workspacesAwaitingNewOwner(@Root() user: User, @SignedIn() ctx: SignedInContext): Promise<Workspace[]> {
    if (user.id !== ctx.viewer.userId) return Promise.resolve([]);
    return ctx.services.workspaces.awaitingNewOwner(ctx.em, user.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the e-mail address has been verified.' })
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }
}
