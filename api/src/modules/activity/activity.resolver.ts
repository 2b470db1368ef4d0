import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { authorizeGoal } from '../goal/goal.access.js';
import { checkPage } from '../../graphql/paging.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { User } from '../user/user.entity.js';
import { activityPolicy } from './activity.policy.js';
import { ActivityEntry, ActivityPage } from './activity.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';

const ACTIVITY_PAGE_MAX = 100;

@Resolver(() => ActivityEntry)
export class ActivityResolver {
  @BoundTokens({ goalId: 'goal' })
  @Query(() => ActivityPage, { description: 'The activity feed of a goal the viewer may read, newest first.' })
  async goalActivity(
    @Arg('goalId', () => UUIDScalar, {
      description: 'The goal whose feed to read; NOT_FOUND when the viewer may not read it.',
    })
    goalId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Rows to skip, from the newest (0 or more).' })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 30, description: 'Rows per page, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ActivityPage> {
    checkPage(offset, size, ACTIVITY_PAGE_MAX);
    await authorizeGoal(ctx, goalId, activityPolicy.read);
    return ctx.services.activity.feed(ctx.em, goalId, offset, size);
  }

  @FieldResolver(() => UserProfile, { description: 'Who did it.' })
  async user(@Root() entry: ActivityEntry, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(entry.userId))!;
  }
}
