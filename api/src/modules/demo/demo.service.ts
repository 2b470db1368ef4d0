import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import type { Logger } from '../../logger.js';
import type { AuthService } from '../auth/auth.service.js';
import { User } from '../user/user.entity.js';

export const DEMO_EMAIL = 'demo@quarter.local';

/**
 * The believable demo a newcomer finds on a new embedded database. Each area adds its part here
 * (a workspace, teams, goals, a planned day, notes, ...), owned by the demo account so that
 * removeDemoData can take it all away again.
 */
export class DemoService {
  constructor(private readonly auth: AuthService, private readonly logger: Logger) {}

  async isPresent(em: EntityManager): Promise<boolean> {
    return (await em.count(User, { isDemo: true })) > 0;
  }

  /** Creates the verified demo account with a generated password and prints both in the log. */
  async seed(em: EntityManager): Promise<{ email: string; password: string } | null> {
    if (await this.isPresent(em)) {
      this.logger.info({ email: DEMO_EMAIL }, 'demo data already present');
      return null;
    }
    const password = randomBytes(9).toString('base64url');
    const now = new Date();
    em.create(User, {
      name: '김하늘',
      email: DEMO_EMAIL,
      passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
      emailVerifiedAt: now,
      language: 'ko-KR',
      timezone: 'Asia/Seoul',
      mbti: 'ENFJ',
      planningReminderTime: '08:45',
      planningReminderDays: [1, 2, 3, 4, 5],
      termsAgreedAt: now,
      privacyAgreedAt: now,
      isDemo: true,
    });
    await em.flush();
    this.logger.info({ email: DEMO_EMAIL, password }, `demo account ready: sign in as ${DEMO_EMAIL} with password ${password}`);
    return { email: DEMO_EMAIL, password };
  }

  /** Removes every demo account (its sessions end) and what the areas seeded for it. */
  async remove(em: EntityManager): Promise<void> {
    const demoUsers = await em.find(User, { isDemo: true });
    for (const user of demoUsers) {
      await this.auth.revokeAllSessions(em, user.id, 'demo_removed');
      user.enable = false;
      user.isDemo = false;
      user.email = `deleted-${user.id}@deleted.invalid`;
    }
    await em.flush();
    this.logger.info({ count: demoUsers.length }, 'demo data removed');
  }
}
