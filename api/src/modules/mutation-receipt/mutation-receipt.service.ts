import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a retry is recognised: far beyond any client's retry, short enough to keep the table small. */
export const RECEIPT_HOURS = 24;

/** Receipts of destructive mutations, for answering their retries (see `retry-safe.ts`). */
export class MutationReceiptService {
  /** Notes a success (replacing an older receipt of the same call) and drops receipts past their day. */
  async record(em: EntityManager, userId: string, operation: string, args: unknown, answer: unknown): Promise<void> {
    await em.getConnection().execute(
      `with expired as (delete from mutation_receipt where created_at < now() - make_interval(hours => ?))
       insert into mutation_receipt (id, user_id, operation, args_hash, answer, created_at) values (?, ?, ?, ?, ?::jsonb, now())
       on conflict (user_id, operation, args_hash) do update set answer = excluded.answer, created_at = excluded.created_at`,
      [RECEIPT_HOURS, randomUUID(), userId, operation, argsHash(args), JSON.stringify(answer ?? null)],
    );
  }

  /** The receipt of the same call by the same user within the day, if any. */
  async find(em: EntityManager, userId: string, operation: string, args: unknown): Promise<{ answer: unknown } | null> {
    const rows = await em
      .getConnection()
      .execute<{ answer: unknown }[]>(
        `select answer from mutation_receipt where user_id = ? and operation = ? and args_hash = ? and created_at >= now() - make_interval(hours => ?)`,
        [userId, operation, argsHash(args), RECEIPT_HOURS],
      );
    return rows[0] ?? null;
  }
}

/** The arguments as JSON with sorted keys, hashed: the same call hashes the same whatever the key order. */
export function argsHash(args: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(args)))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
