import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The counters of rate-limiter-flexible (login throttle, lookup limits), in the layout that library
 * expects. Declared as an entity only so that schema diffs know the table; the library writes it.
 */
@Entity({ tableName: 'rate_limit' })
export class RateLimitCounter {
  @PrimaryKey({ length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points!: number;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
