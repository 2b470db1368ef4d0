import { z } from 'zod';
import type { CreatedReportOutput } from '@domain/assistant-tools.js';
import type { AssistantCreateReportMutation } from './gql/graphql.js';
import { AssistantCreateReportDocument } from './operations.js';
import { defineTool } from './tool.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const reportOutput = z.object({
  reportId: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  title: z.string(),
  type: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  markdown: z.string(),
});

const reportResult = ({ createReport: report }: AssistantCreateReportMutation): CreatedReportOutput => ({
  reportId: report.id,
  workspaceId: report.workspace.id,
  workspaceName: report.workspace.name,
  title: report.title,
  type: report.type,
  startDate: report.startDate,
  endDate: report.endDate,
  markdown: report.markdownContent,
});

/** create-report: a daily report drafted from the user's own work of the day (the reports area's draft). */
export const createDailyReport = defineTool({
  name: 'create_daily_report',
  feature: 'create-report',
  description:
    "Writes the user's daily report of a day in a workspace, drafted from their planned time, to-dos, notes and comments. It stays a draft to review and send.",
  input: z.object({ workspaceId: z.uuid(), date }),
  output: reportOutput,
  writes: true,
  handler: async ({ workspaceId, date: day }, { run }) =>
    reportResult(
      await run(AssistantCreateReportDocument, {
        input: { workspaceId, type: 'DAILY', startDate: day, fromMyWork: true },
      }),
    ),
});

/** create-report: a weekly report of up to 7 days, drafted the same way. */
export const createWeeklyReport = defineTool({
  name: 'create_weekly_report',
  feature: 'create-report',
  description:
    "Writes the user's weekly report (at most 7 days) in a workspace, drafted from their own work of the period. It stays a draft to review and send.",
  input: z.object({ workspaceId: z.uuid(), startDate: date, endDate: date }),
  output: reportOutput,
  writes: true,
  handler: async ({ workspaceId, startDate, endDate }, { run }) =>
    reportResult(
      await run(AssistantCreateReportDocument, {
        input: { workspaceId, type: 'WEEKLY', startDate, endDate, fromMyWork: true },
      }),
    ),
});
