import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Invitation } from '../invitation/invitation.entity.js';
import { User } from '../user/user.entity.js';

export enum EmailTokenPurpose {
  VERIFY_EMAIL = 'VERIFY_EMAIL',
  RESET_PASSWORD = 'RESET_PASSWORD',
}

/** A single-use, expiring link token sent by e-mail; stored hashed. */
@Entity({ tableName: 'email_token' })
@Index({ properties: ['user', 'purpose'] })
export class EmailToken {
  [OptionalProps]?: 'createdAt' | 'invitation';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => EmailTokenPurpose, nativeEnumName: 'email_token_purpose' })
  purpose!: EmailTokenPurpose;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property()
  createdAt: Date = new Date();

  /** A verification that came from an invitation's sign-up link: using the token accepts it (same address only). */
  @ManyToOne(() => Invitation, { nullable: true, deleteRule: 'set null' })
  invitation?: Invitation | null = null;
}
