import { graphql } from '../../gql';

/** The viewer's own reports of a workspace, drafts included, newest first. */
export const SentReportsDocument = graphql(`
  query SentReports($workspaceId: UUID!, $offset: Int!, $size: Int!, $drafts: Boolean) {
    sentReports(workspaceId: $workspaceId, offset: $offset, size: $size, drafts: $drafts) {
      total
      items {
        ...SentReportRow_report
      }
    }
  }
`);

/** Reports sent to the viewer in a workspace and still on their list, last sent first. */
export const ReceivedReportsDocument = graphql(`
  query ReceivedReports($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    receivedReports(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...ReceivedReportRow_report
      }
    }
  }
`);

/** Unread reports on the viewer's received list: the sidebar dot and the Received tab's badge. */
export const UnreadReportCountDocument = graphql(`
  query UnreadReportCount($workspaceId: UUID!) {
    unreadReportCount(workspaceId: $workspaceId)
  }
`);

export const ReportDocument = graphql(`
  query Report($id: UUID!) {
    report(id: $id) {
      ...ReportPage_report
    }
  }
`);

/** The people of a workspace a report can go to (its active members but the viewer). */
export const ReportColleaguesDocument = graphql(`
  query ReportColleagues($workspaceId: UUID!) {
    workspace(id: $workspaceId) {
      id
      members {
        id
        status
        user {
          ...ProfileFields
        }
      }
    }
  }
`);

/** A report of the viewer changed in the workspace (sent, read, edited, deleted): lists, pages and the dot refetch. */
export const ReportsChangedDocument = graphql(`
  subscription ReportsChanged($workspaceId: UUID!) {
    reportsChanged(workspaceId: $workspaceId) {
      reportId
      workspaceId
    }
  }
`);
