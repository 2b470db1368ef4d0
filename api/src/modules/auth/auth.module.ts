import { defineModule } from '../../kernel/module.js';
import { AuthSession, RefreshToken } from './auth-session.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { EmailToken } from './email-token.entity.js';
import { LoginThrottle } from './login-throttle.js';

declare module '../../kernel/services.js' {
  interface Services {
    auth: AuthService;
  }
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Sessions that must stop now (logout, password change, account deletion, token replay). */
    'session.revoked': [payload: { sessionIds: string[] }];
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** An address was verified; invitationId is the invitation its sign-up link carried, if any. */
    email_verified: { userId: string; invitationId: string | null };
  }
}

/** Sign-up, e-mail verification, sessions and passwords (spec 2). */
export const authModule = defineModule({
  name: 'auth',
  entities: [AuthSession, RefreshToken, EmailToken],
  resolvers: [AuthResolver],
  services: ({ logger, orm, bus, events, mailer }, settings) => ({
    auth: new AuthService({
      settings: {
        publicUrl: settings.publicUrl,
        jwtSecret: settings.jwtSecret,
        accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
        refreshTokenTtlDays: settings.refreshTokenTtlDays,
        sessionRecheckSeconds: settings.sessionRecheckSeconds,
      },
      orm,
      logger,
      mailer,
      bus,
      events,
      throttle: new LoginThrottle(orm.em.getKnex()),
    }),
  }),
});
