import { defineModule } from '../../kernel/module.js';
import { CoreValue } from './core-value.entity.js';
import { CoreValueResolver } from './core-value.resolver.js';
import { CoreValueService } from './core-value.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    coreValues: CoreValueService;
  }
}

/** The core values of a workspace, which tag feedback (spec 3). */
export const coreValueModule = defineModule({
  name: 'core-value',
  entities: [CoreValue],
  resolvers: [CoreValueResolver],
  services: () => ({ coreValues: new CoreValueService() }),
});
