import type { SupportedLocale } from '@domain/locale.js';
import type { WorkOfPeriod } from '@domain/report-draft.js';
import { summarizeWork } from '@domain/report-summary.js';

/**
 * Writes the few sentences that open a report drafted from the author's work. The rules work with no
 * network and no model; the assistant area plugs a language model in behind this same interface.
 */
export interface WorkSummaryWriter {
  write(work: WorkOfPeriod, locale: SupportedLocale): Promise<string>;
}

export class RuleWorkSummary implements WorkSummaryWriter {
  async write(work: WorkOfPeriod, locale: SupportedLocale): Promise<string> {
    return summarizeWork(work, locale);
  }
}
