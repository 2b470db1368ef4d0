import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * That a user's destructive mutation succeeded with these arguments (a hash of them), and its answer
 * when it is a scalar: a retry of the same call that now finds nothing to remove answers this again
 * (`retry-safe.ts`). Kept a day; a user's receipts go with their account.
 */
@Entity({ tableName: 'mutation_receipt' })
@Unique({ name: 'mutation_receipt_call_unique', properties: ['user', 'operation', 'argsHash'] })
@Index({ name: 'mutation_receipt_created_at_index', properties: ['createdAt'] })
export class MutationReceipt {
  [OptionalProps]?: 'answer' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The mutation's root field name. */
  @Property({ length: 100 })
  operation!: string;

  /** SHA-256 (hex) of the arguments as canonical JSON. */
  @Property({ length: 64 })
  argsHash!: string;

  @Property({ type: 'json', nullable: true })
  answer: unknown = null;

  @Property()
  createdAt: Date = new Date();
}
