import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from './errors.js';

/** A fixed-window request budget per key (usually the client address), shared by every API instance. */
export class RequestLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(knex: Knex, keyPrefix: string, points: number, durationSeconds: number) {
    this.limiter = new RateLimiterPostgres({
      storeClient: knex,
      storeType: 'knex',
      tableName: 'rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  }

  /** Spends one request of the budget, or fails with RATE_LIMITED. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw errors.rateLimited(Math.ceil(rejection.msBeforeNext / 1000), 'Too many requests. Please try again after a while.');
      }
      throw rejection;
    }
  }
}
