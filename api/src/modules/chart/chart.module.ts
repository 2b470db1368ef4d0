import { defineModule } from '../../kernel/module.js';
import { ChartResolver } from './chart.resolver.js';
import { ChartService } from './chart.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    charts: ChartService;
  }
}

/** Charts rendered on the server from a chart grammar (issue 17): the chat, the report page and the report PDF. */
export const chartModule = defineModule({
  name: 'chart',
  resolvers: [ChartResolver],
  services: () => ({ charts: new ChartService() }),
});
