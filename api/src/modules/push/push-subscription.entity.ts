import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** One browser's Web Push subscription of a user (one per device and browser). */
@Entity({ tableName: 'push_subscription' })
export class PushSubscription {
  [OptionalProps]?: 'registerDate' | 'userAgent';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index({ name: 'push_subscription_user_index' })
  user!: User;

  /** The push service URL of the subscription; unique. */
  @Property({ type: 'text', unique: true })
  endpoint!: string;

  @Property({ length: 200 })
  p256dh!: string;

  @Property({ length: 100 })
  auth!: string;

  @Property({ length: 400, nullable: true })
  userAgent?: string | null = null;

  @Property()
  registerDate: Date = new Date();
}
