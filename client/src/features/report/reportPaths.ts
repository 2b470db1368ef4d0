/** Addresses of the report routes (spec 2 section 2). */

export const reportsPath = (workspaceId: string): string => `/workspace/${workspaceId}/report`;

export const reportPath = (workspaceId: string, reportId: string): string =>
  `/workspace/${workspaceId}/report/${reportId}`;

/** The PDF of a report (GET /reports/{id}/export.pdf). */
export const reportPdfPath = (reportId: string): string => `/reports/${encodeURIComponent(reportId)}/export.pdf`;

/** The report page's query parameter of a colleague who asked for the report: the send dialog starts with them. */
export const SEND_TO_PARAM = 'sendTo';
