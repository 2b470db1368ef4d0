/** What other areas use from reports: the sidebar's unread dot (shell). */
export { UnreadReportsDot } from './UnreadReportsDot';
