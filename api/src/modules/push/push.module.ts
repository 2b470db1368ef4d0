import { defineModule } from '../../kernel/module.js';
import { PushSubscription } from './push-subscription.entity.js';
import { PushResolver } from './push.resolver.js';
import { PushService } from './push.service.js';
import { loadVapidKeys } from './vapid.js';

declare module '../../kernel/services.js' {
  interface Services {
    push: PushService;
  }
}

/** Web Push to each device a user subscribed (spec 2 section 5). */
export const pushModule = defineModule({
  name: 'push',
  entities: [PushSubscription],
  resolvers: [PushResolver],
  services: ({ orm, logger }, settings) => ({
    push: new PushService(orm, loadVapidKeys(settings.dataDir, settings.vapid, settings.vapid.subject), logger),
  }),
});
