import { createHash } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '../../graphql/errors.js';

/** A counter of rate-limiter-flexible in the migrated `rate_limit` table, shared by every API instance. */
export function postgresLimiter(
  knex: Knex,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterPostgres {
  return new RateLimiterPostgres({
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

/** The longest key kept as it is: with its prefix it must fit the 255 characters of `rate_limit.key`. */
const PLAIN_KEY_MAX = 200;

/** A counter's key as stored: a longer one (an e-mail of any length with an address) by its SHA-256, so it never fails the column. */
export function counterKey(key: string): string {
  return key.length <= PLAIN_KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** A fixed-window request budget per key (usually the client address). */
export class RequestLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    knex: Knex,
    keyPrefix: string,
    private readonly points: number,
    durationSeconds: number,
  ) {
    this.limiter = postgresLimiter(knex, keyPrefix, points, durationSeconds);
  }

  /** What is left of the budget now, without spending any. */
  async remaining(key: string): Promise<number> {
    const state = await this.limiter.get(counterKey(key));
    return state ? Math.max(0, this.points - state.consumedPoints) : this.points;
  }

  /** Spends one request of the budget and tells what is left; `allowed` is false once it is spent. */
  async spend(key: string): Promise<{ allowed: boolean; remaining: number; resetSeconds: number }> {
    try {
      const result = await this.limiter.consume(counterKey(key));
      return { allowed: true, remaining: result.remainingPoints, resetSeconds: Math.ceil(result.msBeforeNext / 1000) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, remaining: 0, resetSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
      throw rejection;
    }
  }

  /** Spends one request of the budget, or fails with RATE_LIMITED. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(counterKey(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw errors.rateLimited(
          Math.ceil(rejection.msBeforeNext / 1000),
          'Too many requests. Please try again after a while.',
        );
      }
      throw rejection;
    }
  }
}
