import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { User } from '../user/user.entity.js';
import { WebhookEndpoint } from './webhook.entity.js';

/** The relations of a webhook endpoint (the list is admins-only: webhook.resolver.ts authorizes it). */
@Resolver(() => WebhookEndpoint)
export class WebhookEndpointResolver {
  @FieldResolver(() => UserProfile, {
    nullable: true,
    description:
      'The admin whose access deliveries are read with: who registered the endpoint, or who last enabled it again. Null once their account is deleted.',
  })
  async registeredBy(@Root() endpoint: WebhookEndpoint, @Ctx() ctx: Context): Promise<User | null> {
    return ctx.loaders.user.load(endpoint.registeredBy.id);
  }
}
