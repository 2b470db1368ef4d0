import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '../../graphql/errors.js';

/** Failed logins allowed per e-mail and address before a pause, and per address for any e-mail. */
export const LOGIN_LIMITS = {
  perEmailAndIp: { points: 5, duration: 15 * 60 },
  perIp: { points: 50, duration: 60 * 60 },
};

/**
 * Throttles password guessing: counters live in PostgreSQL so that every API instance shares them.
 * Only failures count; a success clears the e-mail's counter for that address.
 */
export class LoginThrottle {
  private readonly byEmailAndIp: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;

  constructor(knex: Knex) {
    const common = { storeClient: knex, storeType: 'knex', tableName: 'rate_limit', tableCreated: true, clearExpiredByTimeout: false };
    this.byEmailAndIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login_email_ip', ...LOGIN_LIMITS.perEmailAndIp });
    this.byIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login_ip', ...LOGIN_LIMITS.perIp });
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [emailState, ipState] = await Promise.all([this.byEmailAndIp.get(emailKey(email, ip)), this.byIp.get(ip)]);
    const blocked = [
      { state: emailState, limit: LOGIN_LIMITS.perEmailAndIp.points },
      { state: ipState, limit: LOGIN_LIMITS.perIp.points },
    ].find(({ state, limit }) => state && state.consumedPoints >= limit);
    if (blocked?.state) throw errors.rateLimited(Math.ceil(blocked.state.msBeforeNext / 1000));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([consume(this.byEmailAndIp, emailKey(email, ip)), consume(this.byIp, ip)]);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.byEmailAndIp.delete(emailKey(email, ip));
  }
}

function emailKey(email: string, ip: string): string {
  return `${email}|${ip}`;
}

/** Consuming past the limit rejects with a RateLimiterRes; that is the expected outcome here. */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
}
