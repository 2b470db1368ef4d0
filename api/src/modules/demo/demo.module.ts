import { defineModule } from '../../kernel/module.js';
import { DemoResolver } from './demo.resolver.js';
import { DemoService } from './demo.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    demo: DemoService;
  }
}

/** The believable demo data of a new embedded database, and its removal. */
export const demoModule = defineModule({
  name: 'demo',
  resolvers: [DemoResolver],
  services: (built) => ({ demo: new DemoService(built) }),
});
