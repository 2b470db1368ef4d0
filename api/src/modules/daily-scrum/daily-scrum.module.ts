import { defineModule } from '../../kernel/module.js';
import { DailyScrum, DailyScrumItem, DailyScrumTemplate } from './daily-scrum.entity.js';
import { listenToScrumThreads } from './daily-scrum-live.js';
import { DailyScrumTemplateResolver } from './daily-scrum-template.resolver.js';
import { DailyScrumTemplateService } from './daily-scrum-template.service.js';
import { DailyScrumItemResolver, DailyScrumResolver } from './daily-scrum.resolver.js';
import { DailyScrumService } from './daily-scrum.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    dailyScrums: DailyScrumService;
    dailyScrumTemplates: DailyScrumTemplateService;
  }
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Keyed by the scrum: an item, comment or reaction of that day changed. */
    'daily_scrum.changed': [scrumId: string, payload: { scrumId: string }];
  }
}

/** The daily scrum of a team per date, prefilled from the planner, with comments and reactions (spec 3, issue 16). */
export const dailyScrumModule = defineModule({
  name: 'daily-scrum',
  entities: [DailyScrum, DailyScrumItem, DailyScrumTemplate],
  resolvers: [DailyScrumResolver, DailyScrumItemResolver, DailyScrumTemplateResolver],
  services: ({ bus }) => ({
    dailyScrums: new DailyScrumService(bus),
    dailyScrumTemplates: new DailyScrumTemplateService(),
  }),
  start: (services) => listenToScrumThreads(services, services.dailyScrums),
});
