import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { SupportedLocale } from '@domain/locale.js';
import { workTimeCharts, type WorkTime } from '@domain/report-draft.js';
import type { ReportPeriod } from '@domain/report-period.js';
import { errors } from '../../graphql/errors.js';
import { renderChart, pngDataUrl } from './chart-render.js';
import { everyDay, timeChartPlan, todosDonePlan, type ChartPlan } from './chart-spec.js';
import { readWorkNumbers } from './chart.read.js';
import { ChartKind, type Chart } from './chart.types.js';

/** A chart covers at most a month of days. */
export const CHART_MAX_DAYS = 31;

/**
 * Charts of one's own work (issue 17): the numbers of a period read in one statement, the spec built
 * from them (chart-spec.ts) and rendered on the server, for the chat, the report page and the PDF.
 */
export class ChartService {
  /** The viewer's chart of a kind over a period, in their language. */
  async workChart(em: EntityManager, viewerId: string, kind: ChartKind, period: ReportPeriod): Promise<Chart> {
    const days = DateTime.fromISO(period.end).diff(DateTime.fromISO(period.start), 'days').days + 1;
    if (!(days >= 1)) throw errors.badInput('endDate', 'INVALID_RANGE', 'The period ends before it starts.');
    if (days > CHART_MAX_DAYS)
      throw errors.badInput('endDate', 'INVALID_RANGE', `A chart covers at most ${CHART_MAX_DAYS} days.`);
    const numbers = await readWorkNumbers(em, viewerId, period);
    const plan =
      kind === ChartKind.TODOS_DONE_PER_DAY
        ? todosDonePlan(everyDay(period, numbers.doneByDay), period, numbers.language)
        : timePlans(numbers, period, numbers.language)[kind === ChartKind.TIME_BY_CATEGORY ? 0 : 1];
    return draw(kind, plan, period);
  }

  /** A report's planned time by category and by goal (the time it kept when drafted), in a language. */
  async reportTimeCharts(time: WorkTime, period: ReportPeriod, locale: SupportedLocale): Promise<Chart[]> {
    const [byCategory, byGoal] = timePlans(time, period, locale);
    const charts: [ChartKind, ChartPlan][] = [
      [ChartKind.TIME_BY_CATEGORY, byCategory],
      [ChartKind.TIME_BY_GOAL, byGoal],
    ];
    return Promise.all(
      charts.filter(([, plan]) => plan.values.length > 0).map(([kind, plan]) => draw(kind, plan, period)),
    );
  }
}

/** By category, then by goal; each chart listed even when empty. */
function timePlans(time: WorkTime, period: ReportPeriod, locale: SupportedLocale): [ChartPlan, ChartPlan] {
  const [byCategory, byGoal] = workTimeCharts(time, locale, { keepEmpty: true });
  return [timeChartPlan(byCategory!, period, locale), timeChartPlan(byGoal!, period, locale)];
}

async function draw(kind: ChartKind, plan: ChartPlan, period: ReportPeriod): Promise<Chart> {
  const rendered = await renderChart(plan.spec);
  return {
    kind,
    title: plan.title,
    subtitle: plan.subtitle,
    startDate: period.start,
    endDate: period.end,
    values: plan.values,
    svg: rendered.svg,
    pngDataUrl: pngDataUrl(rendered.png),
    width: rendered.width,
    height: rendered.height,
  };
}
