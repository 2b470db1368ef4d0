import { defineModule } from '../../kernel/module.js';
import { RateLimitCounter } from './rate-limit.entity.js';
import { RequestLimiter } from './request-limiter.js';

declare module '../../kernel/services.js' {
  interface Services {
    /** Account lookups that could be used to enumerate e-mails (availability check, resend, reset) and share codes. */
    lookupLimiter: RequestLimiter;
  }
}

/** Request budgets kept in PostgreSQL, shared by every API instance. */
export const rateLimitModule = defineModule({
  name: 'rate-limit',
  entities: [RateLimitCounter],
  services: ({ orm }) => ({ lookupLimiter: new RequestLimiter(orm.em.getKnex(), 'account_lookup', 60, 60) }),
});
