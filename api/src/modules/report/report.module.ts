import { defineModule } from '../../kernel/module.js';
import { Report, ReportReceiver, ReportType } from './report.entity.js';
import { createReportLoaders } from './report.loaders.js';
import { ReportResolver } from './report.resolver.js';
import { ReportService } from './report.service.js';
import { ModelWorkSummary } from '../assistant/model/model-work-summary.js';
import { RuleWorkSummary } from './work-summary.js';

declare module '../../kernel/services.js' {
  interface Services {
    reports: ReportService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createReportLoaders> {}
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Keyed by each user concerned (the author, the receivers): a report of theirs changed. */
    'report.changed': [userId: string, payload: { reportId: string; workspaceId: string }];
  }
}

/** Reports of a period sent to colleagues, with read receipts (spec 2). */
export const reportModule = defineModule({
  name: 'report',
  entities: [ReportType, Report, ReportReceiver],
  resolvers: [ReportResolver],
  loaders: createReportLoaders,
  // The draft's opening sentences use the assistant's model when one is configured (AI_BASE_URL), the rules otherwise.
  services: ({ bus, notifications, logger }, settings) => ({
    reports: new ReportService({
      bus,
      notifications,
      summary: settings.ai ? new ModelWorkSummary(settings.ai, new RuleWorkSummary(), logger) : new RuleWorkSummary(),
    }),
  }),
});
