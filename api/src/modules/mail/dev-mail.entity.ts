import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** A message kept by the local dev mailbox when no SMTP server is configured. */
@Entity({ tableName: 'dev_mail' })
export class DevMail {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 254 })
  @Index()
  to!: string;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property()
  @Index()
  sentAt: Date = new Date();
}
