import type { Organisation } from './org-factories.js';
import { BOUND_REFUSED, LOGGED_IN_OK, MEMBERS_ONLY, TEAM_READERS, type Case } from './tenancy-case.js';
import type { TestApp } from './test-app.js';

/**
 * The tenancy matrix rows of reports: a report of the member sent to the admin (setUp), and fresh
 * ones for calls that change what they touch. The author and the receiver are its only readers.
 */
export class ReportFixtures {
  sentReportId = '';

  constructor(private readonly env: () => { app: TestApp; org: Organisation }) {}

  async setUp(): Promise<void> {
    this.sentReportId = await this.freshReport(true);
  }

  /** A daily report of the member for today, sent to the admin when `sent`. */
  async freshReport(sent = false): Promise<string> {
    const { app, org } = this.env();
    const today = new Date().toISOString().slice(0, 10);
    const { createReport } = await app.gqlOk(
      `mutation($input: CreateReportInput!) { createReport(input: $input) { id } }`,
      { input: { workspaceId: org.workspaceId, type: 'DAILY', startDate: today, allowDuplicate: true } },
      { token: org.member.token },
    );
    if (sent) {
      await app.gqlOk(
        `mutation($id: UUID!, $to: UUID!) { sendReport(id: $id, receivers: [{ userId: $to }]) { reportId } }`,
        { id: createReport.id, to: org.admin.user.id },
        { token: org.member.token },
      );
    }
    return createReport.id;
  }
}

const AUTHOR_ONLY = { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
/** The member's report sent to the admin: the author and the receiver. */
const AUTHOR_AND_RECEIVER = { default: 'NOT_FOUND', member: 'ok', admin: 'ok', anonymous: 'UNAUTHENTICATED' } as const;

export function reportCases(fx: ReportFixtures): Record<string, Case> {
  return {
    'Query.reportTypes': { query: `{ reportTypes { code name } }`, expect: LOGGED_IN_OK },
    'Query.report': {
      boundElsewhere: BOUND_REFUSED,
      query: `query($id: UUID!) { report(id: $id) { id title author { name } receivers { user { email } } } }`,
      variables: () => ({ id: fx.sentReportId }),
      expect: AUTHOR_AND_RECEIVER,
      leaksNothing: true,
    },
    'Query.sentReports': {
      query: `query($w: UUID!) { sentReports(workspaceId: $w) { total items { id } } }`,
      variables: (o) => ({ w: o.workspaceId }),
      expect: MEMBERS_ONLY,
      leaksNothing: true,
    },
    'Query.receivedReports': {
      query: `query($w: UUID!) { receivedReports(workspaceId: $w) { total items { id } } }`,
      variables: (o) => ({ w: o.workspaceId }),
      expect: MEMBERS_ONLY,
      leaksNothing: true,
    },
    'Query.membersWithoutReport': {
      query: `query($t: UUID!) { membersWithoutReport(teamId: $t, type: WEEKLY, date: "2026-11-24") { id email } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.unreadReportCount': {
      boundElsewhere: BOUND_REFUSED,
      query: `query($w: UUID!) { unreadReportCount(workspaceId: $w) }`,
      variables: (o) => ({ w: o.workspaceId }),
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Mutation.createReport': {
      query: `mutation($w: UUID!) { createReport(input: { workspaceId: $w, type: MONTHLY, startDate: "2026-01-15", allowDuplicate: true }) { id } }`,
      variables: (o) => ({ w: o.workspaceId }),
      expect: MEMBERS_ONLY,
    },
    'Mutation.updateReport': {
      boundElsewhere: BOUND_REFUSED,
      query: `mutation($id: UUID!) { updateReport(id: $id, input: { title: "Changed" }) { id } }`,
      variables: async () => ({ id: await fx.freshReport() }),
      expect: AUTHOR_ONLY,
    },
    'Mutation.sendReport': {
      boundElsewhere: BOUND_REFUSED,
      query: `mutation($id: UUID!, $to: UUID!) { sendReport(id: $id, receivers: [{ userId: $to }]) { reportId } }`,
      variables: async (o) => ({ id: await fx.freshReport(), to: o.admin.user.id }),
      expect: AUTHOR_ONLY,
    },
    'Mutation.removeReportReceiver': {
      boundElsewhere: BOUND_REFUSED,
      query: `mutation($id: UUID!, $to: UUID!) { removeReportReceiver(id: $id, userId: $to) { id } }`,
      variables: async (o) => ({ id: await fx.freshReport(true), to: o.admin.user.id }),
      expect: { ...AUTHOR_AND_RECEIVER, admin: 'FORBIDDEN' },
    },
    'Mutation.markReportRead': {
      boundElsewhere: BOUND_REFUSED,
      query: `mutation($id: UUID!) { markReportRead(id: $id) { id } }`,
      variables: async () => ({ id: await fx.freshReport(true) }),
      expect: { ...AUTHOR_AND_RECEIVER, member: 'FORBIDDEN' },
    },
    'Mutation.deleteReport': {
      boundElsewhere: BOUND_REFUSED,
      query: `mutation($id: UUID!) { deleteReport(id: $id) }`,
      variables: async () => ({ id: await fx.freshReport(true) }),
      expect: AUTHOR_AND_RECEIVER,
    },
    'Mutation.requestReport': {
      query: `mutation($w: UUID!, $u: UUID!) { requestReport(workspaceId: $w, userId: $u) }`,
      variables: (o) => ({ w: o.workspaceId, u: o.owner.user.id }),
      expect: { ...MEMBERS_ONLY, owner: 'BAD_USER_INPUT' },
    },
  };
}

export const REPORT_SUBSCRIPTIONS: Record<string, Case> = {
  'Subscription.reportsChanged': { query: `subscription { reportsChanged(workspaceId: "") { reportId } }`, expect: {} },
};
