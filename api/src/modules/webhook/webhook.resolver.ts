import { Arg, Int, Mutation, Query, Resolver } from 'type-graphql';
import { checkPage } from '../../graphql/paging.js';
import { errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { authorizeWorkspace } from '../workspace/workspace.access.js';
import { isWorkspaceAdmin } from '../workspace/workspace.policy.js';
import { WebhookEndpoint } from './webhook.entity.js';
import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  WebhookDeliveryPage,
  WebhookEndpointInput,
} from './webhook.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** An endpoint of a workspace the viewer administers, or NOT_FOUND / FORBIDDEN. */
async function authorizeEndpoint(ctx: SignedInContext, id: string): Promise<WebhookEndpoint> {
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id, enable: true });
  if (!endpoint) throw errors.notFound('Webhook endpoint');
  await authorizeWorkspace(ctx, endpoint.workspace.id, isWorkspaceAdmin);
  return endpoint;
}

/** Webhook endpoints of a workspace (issue 18): its admins register, change, pause and remove them and read their log. */
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => [WebhookEndpoint], { description: 'Admins: the webhook endpoints of a workspace, oldest first.' })
  async webhookEndpoints(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) workspaceId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<WebhookEndpoint[]> {
    await authorizeWorkspace(ctx, workspaceId, isWorkspaceAdmin);
    return ctx.services.webhooks.list(ctx.em, workspaceId);
  }

  @BoundTokens({ endpointId: 'webhookEndpoint' })
  @Query(() => WebhookDeliveryPage, {
    description: 'Admins: the deliveries of an endpoint of the last 7 days, newest first.',
  })
  async webhookDeliveries(
    @Arg('endpointId', () => UUIDScalar, { description: 'An endpoint of a workspace the viewer administers.' })
    endpointId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Deliveries to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Deliveries per page, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<WebhookDeliveryPage> {
    const endpoint = await authorizeEndpoint(ctx, endpointId);
    checkPage(offset, size, 100);
    return ctx.services.webhooks.deliveries(ctx.em, endpoint.id, offset, size);
  }

  @BoundTokens({ 'input.workspaceId': 'workspace' })
  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      'Admins: registers an endpoint and returns its signing secret once. WEBHOOK_URL_INVALID, WEBHOOK_URL_NOT_HTTPS, WEBHOOK_URL_PRIVATE (in production, a host that is or resolves to a loopback, private, link-local or other non-public address), SELECTION_REQUIRED, WEBHOOK_LIMIT.',
  })
  async createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, {
      description: 'The workspace, the https address and the event types.',
    })
    input: CreateWebhookEndpointInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CreatedWebhookEndpoint> {
    await authorizeWorkspace(ctx, input.workspaceId, isWorkspaceAdmin);
    return ctx.services.webhooks.create(ctx.em, ctx.viewer.userId, input.workspaceId, input.url, input.events);
  }

  @BoundTokens({ id: 'webhookEndpoint' })
  @Mutation(() => WebhookEndpoint, {
    description:
      'Admins: changes the address or the events of an endpoint; the address is checked as in createWebhookEndpoint.',
  })
  async updateWebhookEndpoint(
    @Arg('id', () => UUIDScalar, { description: 'The endpoint.' }) id: string,
    @Arg('input', () => WebhookEndpointInput, { description: 'The new address and event types.' })
    input: WebhookEndpointInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.update(ctx.em, await authorizeEndpoint(ctx, id), input.url, input.events);
  }

  @BoundTokens({ id: 'webhookEndpoint' })
  @Mutation(() => WebhookEndpoint, {
    description:
      'Admins: pauses an endpoint, or enables it again (after failures too: the count starts again). The admin who enables it becomes its registeredBy: deliveries are read with their access from then on.',
  })
  async setWebhookEndpointEnabled(
    @Arg('id', () => UUIDScalar, { description: 'The endpoint.' }) id: string,
    @Arg('enabled', { description: 'False pauses it; true enables it again and resets consecutiveFailures.' })
    enabled: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.setEnabled(ctx.em, ctx.viewer.userId, await authorizeEndpoint(ctx, id), enabled);
  }

  @BoundTokens({ id: 'webhookEndpoint' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Admins: removes an endpoint; deliveries not yet sent are skipped.' })
  async deleteWebhookEndpoint(
    @Arg('id', () => UUIDScalar, { description: 'The endpoint to remove.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.webhooks.remove(ctx.em, await authorizeEndpoint(ctx, id));
    return true;
  }
}
