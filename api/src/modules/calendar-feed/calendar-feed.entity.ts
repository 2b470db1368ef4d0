import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';

/**
 * A user's calendar feed (issue 18): the secret ICS URL calendar apps subscribe to. One per user;
 * resetting it gives a new secret, so the old URL answers 404. Only the SHA-256 of the secret is kept.
 */
@ObjectType({
  description:
    'The viewer calendar feed (a secret ICS URL of their planned blocks): never the URL itself, which is shown once.',
})
@Entity({ tableName: 'calendar_feed' })
@Unique({ name: 'calendar_feed_user_unique', properties: ['user'] })
export class CalendarFeed {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** SHA-256 (hex) of the secret in the URL; the secret itself is shown once and never stored. */
  @Property({ length: 64, unique: 'calendar_feed_secret_hash_unique' })
  secretHash!: string;

  @Field({ description: 'When the current URL was made (it changes on every reset).' })
  @Property()
  createdAt: Date = new Date();
}
