import type { Row } from '../../database/entity-row.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { Report } from './report.entity.js';
import { reportPolicy, type ReportSubject, type ReportViewer } from './report.policy.js';
import { readReport, reportReadFacts } from './report.read.js';

type Rule = (viewer: ReportViewer, report: ReportSubject) => boolean;

export const reportSubject = (report: { register: { id: string }; authorDeleted: boolean }): ReportSubject => ({
  authorId: report.register.id,
  authorDeleted: report.authorDeleted,
});

/**
 * A report for a read, in one statement, the rule checked: NOT_FOUND when missing, deleted or not
 * the viewer's to read (nobody learns it exists); FORBIDDEN for a reader the rule refuses
 * (REPORT_AUTHOR_ONLY for the author's rules, REPORT_ACCESS_DENIED for the receivers').
 */
export async function checkReport(
  ctx: SignedInContext,
  reportId: string,
  rule: Rule = reportPolicy.read,
): Promise<Row<Report>> {
  const report = await readReport(ctx.em, ctx.viewer.userId, reportId);
  const viewer = report && reportReadFacts.of(report)!.viewer;
  if (!report || !viewer || !reportPolicy.read(viewer, reportSubject(report))) throw errors.notFound('Report');
  if (!rule(viewer, reportSubject(report))) {
    throw rule === reportPolicy.receive
      ? new AppError(ErrorCode.FORBIDDEN, 'Only the receivers of this report can do this.', {
          reason: 'REPORT_ACCESS_DENIED',
        })
      : new AppError(ErrorCode.FORBIDDEN, 'Only the author can change this report.', { reason: 'REPORT_AUTHOR_ONLY' });
  }
  return report;
}

/** The report entity for a change, once the rule allows it. */
export async function authorizeReport(ctx: SignedInContext, reportId: string, rule: Rule): Promise<Report> {
  return reportEntity(ctx, await checkReport(ctx, reportId, rule));
}

/** The entity of a report row already checked (a change needs the entity). */
export const reportEntity = (ctx: SignedInContext, report: Row<Report>): Promise<Report> =>
  ctx.em.findOneOrFail(Report, { id: report.id });
