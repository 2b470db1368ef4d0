import { defineModule } from '../../kernel/module.js';
import { PersonalAccessToken } from './personal-token.entity.js';
import { PersonalTokenResolver } from './personal-token.resolver.js';
import { PersonalTokenService } from './personal-token.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    personalTokens: PersonalTokenService;
  }
}

/** Personal access tokens for integrators (issue 18): created in settings, accepted as bearer credentials. */
export const personalTokenModule = defineModule({
  name: 'personal-token',
  entities: [PersonalAccessToken],
  resolvers: [PersonalTokenResolver],
  services: ({ orm, bus, notifications }) => ({ personalTokens: new PersonalTokenService(orm, bus, notifications) }),
});
