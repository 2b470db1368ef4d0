import { lazy } from 'react';

/** What other areas use from reports: the sidebar's unread dot (shell); the period calendar, its weekly rule and the report's address (the assistant's report panel and card). */
export { UnreadReportsDot } from './UnreadReportsDot';
export { EMPTY_PICK, settlePick, type PeriodPick } from './reportPick';
export { reportPath } from './reportPaths';

/** The period calendar of the creation form, loaded on first use: the shell imports this file, and the calendar is not for every page. */
export const ReportPeriodPicker = lazy(() =>
  import('./ReportPeriodPicker').then((module) => ({ default: module.ReportPeriodPicker })),
);
