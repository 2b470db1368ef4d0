import { Arg, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { ArgMaxLength, MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'A browser PushSubscription (subscription.toJSON()).' })
export class PushSubscriptionInput {
  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ description: 'The push service URL.' })
  endpoint!: string;

  @Field({ description: 'keys.p256dh of the subscription (base64url).' })
  p256dh!: string;

  @Field({ description: 'keys.auth of the subscription (base64url).' })
  auth!: string;
}

/** Web Push per device (spec 2: push for each new notification). */
@Resolver()
export class PushResolver {
  @BoundTokens('account')
  @Query(() => String, { description: 'The VAPID public key a browser subscribes with (applicationServerKey).' })
  pushPublicKey(@SignedIn() ctx: SignedInContext): string {
    return ctx.services.push.publicKey;
  }

  @BoundTokens('account')
  @Mutation(() => Boolean, { description: 'Registers this device for push notifications of the viewer.' })
  async subscribePush(
    @Arg('input', () => PushSubscriptionInput, { description: 'The browser push subscription (endpoint and keys).' })
    input: PushSubscriptionInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.push.subscribe(
      ctx.em,
      ctx.viewer.userId,
      input.endpoint,
      input.p256dh,
      input.auth,
      ctx.userAgent,
    );
    return true;
  }

  @BoundTokens('account')
  @ArgMaxLength({ endpoint: TEXT_MAX_LENGTH })
  @Mutation(() => Boolean, {
    description: 'Stops push notifications to this device; false when it was not registered.',
  })
  unsubscribePush(
    @Arg('endpoint', { description: 'The endpoint URL of the subscription to remove.' }) endpoint: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    return ctx.services.push.unsubscribe(ctx.em, ctx.viewer.userId, endpoint);
  }
}
