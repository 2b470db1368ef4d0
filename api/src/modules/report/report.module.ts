import { defineModule } from '../../kernel/module.js';
import { Report, ReportReceiver, ReportType } from './report.entity.js';
import { createReportLoaders } from './report.loaders.js';
import { ReportResolver } from './report.resolver.js';
import { ReportService } from './report.service.js';

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
  services: ({ bus, notifications }) => ({ reports: new ReportService({ bus, notifications }) }),
});
