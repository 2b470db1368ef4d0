import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '../../graphql/errors.js';
import { counterKey, postgresLimiter } from '../rate-limit/request-limiter.js';

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
    const { perEmailAndIp, perIp } = LOGIN_LIMITS;
    this.byEmailAndIp = postgresLimiter(knex, 'login_email_ip', perEmailAndIp.points, perEmailAndIp.duration);
    this.byIp = postgresLimiter(knex, 'login_ip', perIp.points, perIp.duration);
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [emailState, ipState] = await Promise.all([
      this.byEmailAndIp.get(emailKey(email, ip)),
      this.byIp.get(counterKey(ip)),
    ]);
    const blocked = [
      { state: emailState, limit: LOGIN_LIMITS.perEmailAndIp.points },
      { state: ipState, limit: LOGIN_LIMITS.perIp.points },
    ].find(({ state, limit }) => state && state.consumedPoints >= limit);
    if (blocked?.state) throw errors.rateLimited(Math.ceil(blocked.state.msBeforeNext / 1000));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([consume(this.byEmailAndIp, emailKey(email, ip)), consume(this.byIp, counterKey(ip))]);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.byEmailAndIp.delete(emailKey(email, ip));
  }
}

function emailKey(email: string, ip: string): string {
  return counterKey(`${email}|${ip}`);
}

/** Consuming past the limit rejects with a RateLimiterRes; that is the expected outcome here. */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
}
