import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * One signed-in device: the family of rotating refresh tokens issued from one login. Access tokens
 * carry its id, so revoking it (logout, replay, password change, account deletion) ends them too.
 */
@Entity({ tableName: 'auth_session' })
export class AuthSession {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  @Property({ length: 400, nullable: true })
  userAgent?: string | null;

  @Property({ length: 64, nullable: true })
  ip?: string | null;

  @Property()
  createdAt: Date = new Date();

  @Property()
  lastUsedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ length: 40, nullable: true })
  revokedReason?: string | null;
}

/** One refresh token of a session; single use: using it marks it used and issues the next. */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AuthSession, { deleteRule: 'cascade' })
  @Index()
  session!: AuthSession;

  /** SHA-256 of the opaque token; the token itself is never stored. */
  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property()
  createdAt: Date = new Date();
}
