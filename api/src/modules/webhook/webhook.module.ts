import { defineModule } from '../../kernel/module.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.entity.js';
import { WebhookEndpointResolver } from './webhook-endpoint.resolver.js';
import { WebhookResolver } from './webhook.resolver.js';
import { WebhookService } from './webhook.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    webhooks: WebhookService;
  }
}

/** Webhooks for integrators (issue 18): endpoints, the outbox of changes, and the delivery log. */
export const webhookModule = defineModule({
  name: 'webhook',
  entities: [WebhookEndpoint, WebhookEvent, WebhookDelivery],
  resolvers: [WebhookResolver, WebhookEndpointResolver],
  services: ({ orm, logger }, settings) => ({
    webhooks: new WebhookService(orm, logger, {
      allowLoopbackHttp: settings.webhookAllowLoopbackHttp,
      allowPrivateAddresses: settings.webhookAllowPrivateAddresses,
    }),
  }),
  start: (services) => services.webhooks.start(),
});
