/**
 * The tenancy matrix: every root field of the schema is listed here, and each is called as every
 * kind of caller (owner, admin, member and invited of one workspace, a member of another workspace,
 * and an anonymous caller) with the outcome asserted; then as the owner through a read-only token and
 * through a token bound to another of the owner's workspaces. A new field fails this test until it is added.
 * Someone with no membership of the workspace (the outsider) is refused, never treated as a member:
 * decision D4 (docs/decisions.md).
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/factories.js';
import { ADD_MEMBER, CREATE_TEAM } from '../test/org-factories.js';
import {
  ADMINS_ONLY,
  BOUND_REFUSED,
  CALLERS,
  EVERYONE_BAD_INPUT,
  LOGGED_IN_OK,
  MEMBERS_ONLY,
  type Caller,
  type Case,
} from '../test/tenancy-case.js';
import { DAILY_SCRUM_SUBSCRIPTIONS, dailyScrumCases, DailyScrumFixtures } from '../test/tenancy-daily-scrum.js';
import { FEEDBACK_SUBSCRIPTIONS, feedbackCases, FeedbackFixtures } from '../test/tenancy-feedback.js';
import { REPORT_SUBSCRIPTIONS, reportCases, ReportFixtures } from '../test/tenancy-reports.js';
import { WORK_ITEM_SUBSCRIPTIONS, workItemCases, WorkItemFixtures } from '../test/tenancy-work-items.js';
import { useOrganisation, useTestApp } from '../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);
/** A notification of the member (the team_invite of the organisation's team). */
let memberNotificationId = '';
let ownerReadToken = '';
/** A read-write token of the owner bound to a workspace of their own other than the organisation's. */
let ownerBoundElsewhere = '';

let sharedEndpoint: Promise<string> | null = null;
/** One webhook endpoint of the organisation's workspace for the rows that leave it in place (a workspace has at most 10). */
const anEndpoint = (o: { workspaceId: string; owner: { token: string } }) => (sharedEndpoint ??= freshEndpoint(o));

/** A webhook endpoint of the organisation's workspace, made by its owner. */
async function freshEndpoint(o: { workspaceId: string; owner: { token: string } }): Promise<string> {
  const { createWebhookEndpoint } = await app.gqlOk(
    `mutation($w: UUID!) { createWebhookEndpoint(input: { workspaceId: $w, url: "https://hooks.example.com/q", events: [TODO_CREATED] }) { endpoint { id } } }`,
    { w: o.workspaceId },
    { token: o.owner.token },
  );
  return createWebhookEndpoint.endpoint.id;
}
const workItems = new WorkItemFixtures(() => ({ app, org }));
const reports = new ReportFixtures(() => ({ app, org }));
const feedback = new FeedbackFixtures(() => ({ app, org }));
const dailyScrums = new DailyScrumFixtures(() => ({ app, org }));

const freshUser = () => signedInUser(app);
async function freshMember(): Promise<SignedInUser> {
  const user = await freshUser();
  await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.owner.token });
  return user;
}
async function freshInvitation(): Promise<string> {
  const user = await freshUser();
  const result = await app.gqlOk(
    `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    { input: { workspaceId: org.workspaceId, emails: user.email } },
    { token: org.owner.token },
  );
  return result.inviteWorkspaceMembers[0].id;
}
async function freshTeam(memberIds: string[] = []): Promise<string> {
  return (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Fresh team', memberIds } },
      { token: org.owner.token },
    )
  ).createTeam.id;
}

const MATRIX: Record<string, Case> = {
  'Query.me': { query: `{ me { id } }`, expect: LOGGED_IN_OK },
  'Query.emailExists': { query: `{ emailExists(email: "someone@example.com") }`, expect: { default: 'ok' } },
  'Query.demoDataPresent': { query: `{ demoDataPresent }`, expect: LOGGED_IN_OK },
  'Query.myWorkspaces': { query: `{ myWorkspaces { id name } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.workspace': {
    query: `query($id: UUID!) { workspace(id: $id) { id members { user { email } } teams { id } pendingInvitations { email } } }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: MEMBERS_ONLY,
    leaksNothing: true,
  },
  'Query.team': {
    query: `query($id: UUID!) { team(id: $id) { id members { user { email } } } }`,
    variables: (o) => ({ id: o.teamId }),
    expect: { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' },
    leaksNothing: true,
  },
  'Query.myTeams': {
    query: `query($w: UUID) { myTeams(workspaceId: $w) { id name } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: LOGGED_IN_OK,
    leaksNothing: true,
  },
  'Query.quickFind': {
    query: `{ quickFind(text: "Test User") { kind id title workspaceId workspaceName teamId } }`,
    expect: LOGGED_IN_OK,
    leaksNothing: true,
  },
  // The viewer's own invitations (the invited caller sees the organisation's, by design): rules in invitation.test.ts.
  'Query.myInvitations': { query: `{ myInvitations { id workspaceName } }`, expect: LOGGED_IN_OK },
  'Query.invitation': {
    boundElsewhere: BOUND_REFUSED,
    query: `query($id: UUID!) { invitation(id: $id) { id viewerEmailMatches } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: LOGGED_IN_OK,
  },

  'Mutation.signUp': {
    query: `mutation { signUp(input: { name: "x", email: "bad", password: "secret1", passwordConfirmation: "secret1", language: ko_KR, timezone: "UTC", termsAgreed: true, privacyAgreed: true, marketingAgreed: false }) { email } }`,
    expect: EVERYONE_BAD_INPUT,
  },
  'Mutation.resendVerificationEmail': {
    query: `mutation { resendVerificationEmail(email: "nobody@example.com") }`,
    expect: { default: 'ok' },
  },
  'Mutation.verifyEmail': { query: `mutation { verifyEmail(token: "not-a-token") }`, expect: EVERYONE_BAD_INPUT },
  'Mutation.login': {
    query: `mutation($email: String!) { login(email: $email, password: "wrong-password") { accessToken } }`,
    variables: (_o, caller) => ({ email: `nobody-${caller}@example.com` }), // one e-mail each: the throttle counts per e-mail
    expect: { default: 'INVALID_CREDENTIALS' },
  },
  'Mutation.refreshSession': {
    query: `mutation { refreshSession { accessToken } }`,
    expect: { default: 'UNAUTHENTICATED' },
  },
  'Mutation.logout': {
    boundElsewhere: 'ok',
    query: `mutation { logout }`,
    expect: { default: 'ok' },
    selfScoped: true,
  },
  'Mutation.requestPasswordReset': {
    query: `mutation { requestPasswordReset(email: "nobody@example.com") }`,
    expect: { default: 'ok' },
  },
  'Mutation.resetPassword': {
    query: `mutation { resetPassword(token: "nope", newPassword: "long-enough") }`,
    expect: EVERYONE_BAD_INPUT,
  },
  'Mutation.changePassword': {
    boundElsewhere: 'FORBIDDEN',
    query: `mutation { changePassword(currentPassword: "wrong-wrong", newPassword: "long-enough") }`,
    expect: { default: 'BAD_USER_INPUT', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.deleteAccount': {
    query: `mutation { deleteAccount }`,
    expect: { anonymous: 'UNAUTHENTICATED' },
    selfScoped: true,
  },
  'Mutation.updateProfile': {
    query: `mutation { updateProfile(input: { phone: "010-0000-0000" }) { id } }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.removeDemoData': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation { removeDemoData }`,
    expect: LOGGED_IN_OK,
  },

  'Mutation.createWorkspace': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation { createWorkspace(input: { name: "Own" }) { viewerRole } }`,
    expect: LOGGED_IN_OK,
  },
  'Mutation.updateWorkspace': {
    query: `mutation($id: UUID!) { updateWorkspace(id: $id, input: { description: "changed" }) { id } }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.inviteWorkspaceMembers': {
    query: `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    variables: async (o) => ({ input: { workspaceId: o.workspaceId, emails: (await freshUser()).email } }),
    expect: ADMINS_ONLY,
  },
  'Mutation.addWorkspaceMember': {
    query: `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    variables: async (o) => ({ w: o.workspaceId, e: (await freshUser()).email }),
    expect: ADMINS_ONLY,
  },
  'Mutation.changeWorkspaceMemberRole': {
    query: `mutation($w: UUID!, $u: UUID!) { changeWorkspaceMemberRole(workspaceId: $w, userId: $u, role: ADMIN) { role } }`,
    variables: async (o) => ({ w: o.workspaceId, u: (await freshMember()).user.id }),
    expect: ADMINS_ONLY,
  },
  'Mutation.rememberWorkspace': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($w: UUID!) { rememberWorkspace(workspaceId: $w) { id } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: MEMBERS_ONLY,
  },
  // To the owner themself, so the shared workspace keeps its owner: refused for everyone (workspace.test.ts covers the owner's hand-over).
  'Mutation.transferWorkspaceOwnership': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($w: UUID!, $u: UUID!) { transferWorkspaceOwnership(workspaceId: $w, userId: $u) { id } }`,
    variables: (o) => ({ w: o.workspaceId, u: o.owner.user.id }),
    expect: { default: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' },
  },
  // The owner's notice to the organisation's members (announcement.test.ts covers its limits and content).
  'Mutation.announceToWorkspace': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($w: UUID!) { announceToWorkspace(workspaceId: $w, input: { title: "Matrix notice" }) { recipientCount } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: { default: 'FORBIDDEN', owner: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.removeWorkspaceMember': {
    query: `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
    variables: async (o) => ({ w: o.workspaceId, u: (await freshMember()).user.id }),
    expect: ADMINS_ONLY,
  },
  'Mutation.acceptInvitation': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($id: UUID!) { acceptInvitation(id: $id) { id } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: { default: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.rejectInvitation': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($id: UUID!) { rejectInvitation(id: $id) { id } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: { default: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.cancelInvitation': {
    query: `mutation($id: UUID!) { cancelInvitation(id: $id) { status } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: ADMINS_ONLY,
  },
  'Mutation.resendInvitation': {
    query: `mutation($id: UUID!) { resendInvitation(id: $id) { status mailFailed } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: ADMINS_ONLY,
  },
  'Mutation.createTeam': {
    query: `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "Matrix team" }) { id } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.updateTeam': {
    query: `mutation($id: UUID!) { updateTeam(id: $id, input: { description: "changed" }) { id } }`,
    variables: (o) => ({ id: o.teamId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.deleteTeam': {
    query: `mutation($id: UUID!) { deleteTeam(id: $id) }`,
    variables: async () => ({ id: await freshTeam() }),
    expect: ADMINS_ONLY,
  },
  'Mutation.addTeamMembers': {
    query: `mutation($t: UUID!, $ids: [UUID!]!) { addTeamMembers(teamId: $t, userIds: $ids) { id } }`,
    variables: async (o) => ({ t: o.teamId, ids: [(await freshMember()).user.id] }),
    expect: MEMBERS_ONLY,
  },
  'Mutation.removeTeamMember': {
    query: `mutation($t: UUID!, $u: UUID!) { removeTeamMember(teamId: $t, userId: $u) }`,
    variables: async () => {
      const user = await freshMember();
      return { t: await freshTeam([user.user.id]), u: user.user.id };
    },
    expect: ADMINS_ONLY,
  },
  'Mutation.leaveTeam': {
    query: `mutation($t: UUID!) { leaveTeam(teamId: $t) }`,
    variables: async (o) => ({ t: await freshTeam([o.member.user.id]) }),
    expect: { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Query.notifications': {
    boundElsewhere: BOUND_REFUSED,
    query: `{ notifications { items { id content } totalCount } }`,
    expect: LOGGED_IN_OK,
    leaksNothing: true,
  },
  'Query.unreadNotificationCount': {
    boundElsewhere: BOUND_REFUSED,
    query: `{ unreadNotificationCount }`,
    expect: LOGGED_IN_OK,
  },
  // Notifications are the viewer's own: another user's id answers NOT_FOUND, whoever asks.
  'Mutation.markNotificationRead': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($id: UUID!) { markNotificationRead(id: $id) { id } }`,
    variables: () => ({ id: memberNotificationId }),
    expect: { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.markAllNotificationsRead': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation { markAllNotificationsRead }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.markNotificationsViewed': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation { markNotificationsViewed }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.updateNotificationContent': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($id: UUID!) { updateNotificationContent(id: $id, content: { seen_by_test: true }) { id } }`,
    variables: () => ({ id: memberNotificationId }),
    expect: { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.deleteNotificationsByRelated': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($id: UUID!) { deleteNotificationsByRelated(relatedType: "workspace", relatedId: $id) }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.deleteNotification': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation($id: UUID!) { deleteNotification(id: $id) }`,
    variables: () => ({ id: memberNotificationId }),
    expect: { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.requestPlannerUpdate': {
    query: `mutation($t: UUID!, $u: UUID!) { requestPlannerUpdate(teamId: $t, userId: $u) }`,
    variables: (o, caller) => ({ t: o.teamId, u: caller === 'member' ? o.owner.user.id : o.member.user.id }),
    expect: { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Query.pushPublicKey': { query: `{ pushPublicKey }`, expect: LOGGED_IN_OK },
  'Mutation.subscribePush': {
    query: `mutation($e: String!) { subscribePush(input: { endpoint: $e, p256dh: "key", auth: "secret" }) }`,
    variables: (_o, caller) => ({ e: `https://push.example.com/${caller}` }),
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.unsubscribePush': {
    query: `mutation { unsubscribePush(endpoint: "https://push.example.com/nobody") }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  ...workItemCases(workItems),
  ...reportCases(reports),
  ...feedbackCases(feedback),
  ...dailyScrumCases(dailyScrums),
  // The assistant's history is each person's own; ownership is tested in assistant.test.ts.
  'Query.myWorkChart': {
    boundElsewhere: BOUND_REFUSED,
    query: `{ myWorkChart(kind: TIME_BY_CATEGORY, startDate: "2026-11-22", endDate: "2026-11-28") { title values { label } } }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Query.assistantSessions': {
    boundElsewhere: BOUND_REFUSED,
    query: `{ assistantSessions { total } }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Query.assistantMessages': {
    query: `query($s: UUID!) { assistantMessages(sessionId: $s) { content } }`,
    variables: () => ({ s: '00000000-0000-4000-8000-000000000000' }),
    expect: { default: 'NOT_FOUND', anonymous: 'UNAUTHENTICATED' },
    selfScoped: true,
  },
  'Mutation.deleteAssistantSession': {
    query: `mutation($s: UUID!) { deleteAssistantSession(id: $s) }`,
    variables: () => ({ s: '00000000-0000-4000-8000-000000000000' }),
    expect: { default: 'NOT_FOUND', anonymous: 'UNAUTHENTICATED' },
    selfScoped: true,
  },
  'Query.webhookEndpoints': {
    query: `query($w: UUID!) { webhookEndpoints(workspaceId: $w) { id url } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: ADMINS_ONLY,
    leaksNothing: true,
  },
  'Query.webhookDeliveries': {
    query: `query($e: UUID!) { webhookDeliveries(endpointId: $e) { total } }`,
    variables: async (o) => ({ e: await anEndpoint(o) }),
    expect: ADMINS_ONLY,
  },
  'Mutation.createWebhookEndpoint': {
    query: `mutation($w: UUID!) { createWebhookEndpoint(input: { workspaceId: $w, url: "https://hooks.example.com/q", events: [TODO_CREATED] }) { endpoint { id } } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.updateWebhookEndpoint': {
    query: `mutation($e: UUID!) { updateWebhookEndpoint(id: $e, input: { url: "https://hooks.example.com/r", events: [GOAL_CHANGED] }) { id } }`,
    variables: async (o) => ({ e: await anEndpoint(o) }),
    expect: ADMINS_ONLY,
  },
  'Mutation.setWebhookEndpointEnabled': {
    query: `mutation($e: UUID!) { setWebhookEndpointEnabled(id: $e, enabled: false) { id } }`,
    variables: async (o) => ({ e: await anEndpoint(o) }),
    expect: ADMINS_ONLY,
  },
  'Mutation.deleteWebhookEndpoint': {
    query: `mutation($e: UUID!) { deleteWebhookEndpoint(id: $e) }`,
    variables: async (o, caller) => ({
      e: await (caller === 'owner' || caller === 'admin' ? freshEndpoint(o) : anEndpoint(o)),
    }),
    expect: ADMINS_ONLY,
  },
  'Query.personalAccessTokens': { query: `{ personalAccessTokens { id } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Mutation.createPersonalAccessToken': {
    boundElsewhere: 'FORBIDDEN',
    query: `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`,
    variables: (_o, caller) => ({
      input: { name: `matrix ${caller}`, scope: 'READ', expiresOn: DateTime.now().plus({ days: 7 }).toISODate() },
    }),
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.revokePersonalAccessToken': {
    query: `mutation($id: UUID!) { revokePersonalAccessToken(id: $id) { id } }`,
    variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    expect: { default: 'NOT_FOUND', anonymous: 'UNAUTHENTICATED' },
    selfScoped: true,
  },
  'Query.calendarFeed': {
    boundElsewhere: BOUND_REFUSED,
    query: `{ calendarFeed { createdAt } }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.resetCalendarFeed': {
    boundElsewhere: BOUND_REFUSED,
    query: `mutation { resetCalendarFeed { url } }`,
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  // Last: it removes the shared workspace.
  'Mutation.deleteWorkspace': {
    query: `mutation($id: UUID!) { deleteWorkspace(id: $id) }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: { default: 'FORBIDDEN', owner: 'ok', anonymous: 'UNAUTHENTICATED' },
  },

  'Subscription.viewerUpdated': { query: `subscription { viewerUpdated { id } }`, expect: {}, selfScoped: true },
  'Subscription.notificationChanged': {
    query: `subscription { notificationChanged { unreadCount } }`,
    expect: {},
    selfScoped: true,
  },
  'Subscription.notificationDeleted': {
    query: `subscription { notificationDeleted { ids } }`,
    expect: {},
    selfScoped: true,
  },
  ...WORK_ITEM_SUBSCRIPTIONS,
  ...REPORT_SUBSCRIPTIONS,
  ...FEEDBACK_SUBSCRIPTIONS,
  ...DAILY_SCRUM_SUBSCRIPTIONS,
};

beforeAll(async () => {
  const { notifications } = await app.gqlOk(`{ notifications { items { id } } }`, {}, { token: org.member.token });
  memberNotificationId = notifications.items[0]?.id;
  if (!memberNotificationId) throw new Error('the organisation should have notified the member');
  const { createPersonalAccessToken } = await app.gqlOk(
    `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`,
    { input: { name: 'tenancy', scope: 'READ', expiresOn: DateTime.now().plus({ days: 30 }).toISODate() } },
    { token: org.owner.token },
  );
  ownerReadToken = createPersonalAccessToken.token;
  ownerBoundElsewhere = await tokenBoundToAnotherWorkspace();
  await workItems.setUp();
  await reports.setUp();
  await feedback.setUp();
});

describe('tenancy matrix', () => {
  it('lists every root field of the schema', async () => {
    const { __schema } = await app.gqlOk(
      `{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }`,
    );
    const fields = [
      ...__schema.queryType.fields.map((f: { name: string }) => `Query.${f.name}`),
      ...__schema.mutationType.fields.map((f: { name: string }) => `Mutation.${f.name}`),
      ...__schema.subscriptionType.fields.map((f: { name: string }) => `Subscription.${f.name}`),
    ];
    expect(
      fields.filter((field) => !(field in MATRIX)),
      'root fields missing from the tenancy matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((field) => !fields.includes(field)),
      'matrix entries without a field',
    ).toEqual([]);
  });

  for (const [field, testCase] of Object.entries(MATRIX)) {
    if (field.startsWith('Subscription.')) continue; // over graphql-ws: see websocket.test.ts
    it(`${field} as each caller`, async () => {
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const caller of CALLERS) {
        const want = testCase.expect[caller] ?? testCase.expect.default;
        if (!want || (testCase.selfScoped && caller !== 'anonymous' && want !== 'ok')) continue;
        if (testCase.selfScoped && caller !== 'anonymous' && field === 'Mutation.logout') continue; // would end the shared sessions
        const token = caller === 'anonymous' ? null : org[caller].token;
        const variables = (await testCase.variables?.(org, caller)) ?? {};
        const result = await app.gql(testCase.query, variables, { token });
        outcomes[caller] = result.errors?.length ? String(result.errors[0].extensions?.code) : 'ok';
        expected[caller] = want;
        if (outcomes[caller] === 'ok' && testCase.leaksNothing) assertNoLeak(caller, result.data);
      }
      const ownerWants = testCase.expect.owner ?? testCase.expect.default;
      if (ownerWants && !(testCase.selfScoped && ownerWants !== 'ok')) {
        // The owner through a read-only personal access token: reads as the owner, never writes.
        const result = await app.gql(testCase.query, (await testCase.variables?.(org, 'owner')) ?? {}, {
          token: ownerReadToken,
        });
        const error = result.errors?.[0]?.extensions;
        outcomes.readToken = error ? String(error.reason === 'TOKEN_READ_ONLY' ? error.reason : error.code) : 'ok';
        expected.readToken = field.startsWith('Mutation.') ? 'TOKEN_READ_ONLY' : outcomes.owner;
        outcomes.boundElsewhere = await boundElsewhereOutcome(testCase);
        const outsiderWants = testCase.expect.outsider ?? testCase.expect.default;
        expected.boundElsewhere =
          testCase.boundElsewhere ?? (outsiderWants !== ownerWants ? BOUND_REFUSED : outcomes.owner);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});

async function tokenBoundToAnotherWorkspace(): Promise<string> {
  const { createWorkspace } = await app.gqlOk(
    `mutation { createWorkspace(input: { name: "Owner side project" }) { id } }`,
    {},
    { token: org.owner.token },
  );
  const { createPersonalAccessToken } = await app.gqlOk(
    `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`,
    {
      input: {
        name: 'bound elsewhere',
        scope: 'READ_WRITE',
        expiresOn: DateTime.now().plus({ days: 30 }).toISODate(),
        workspaceId: createWorkspace.id,
      },
    },
    { token: org.owner.token },
  );
  return createPersonalAccessToken.token;
}

/** The outcome of a field for the owner's token bound to their other workspace; what it gets back holds nothing of the organisation. */
async function boundElsewhereOutcome(testCase: Case): Promise<string> {
  const result = await app.gql(testCase.query, (await testCase.variables?.(org, 'owner')) ?? {}, {
    token: ownerBoundElsewhere,
  });
  const error = result.errors?.[0]?.extensions;
  if (!error) {
    assertNoLeak('outsider', result.data);
    return 'ok';
  }
  return String(error.reason === BOUND_REFUSED ? error.reason : error.code);
}

/** Nothing of the other workspace (ids, names, member addresses) in what one side gets back. */
function assertNoLeak(caller: Caller, data: unknown): void {
  const text = JSON.stringify(data);
  const foreign =
    caller === 'outsider'
      ? [org.workspaceId, org.teamId, 'Acme', 'Platform', org.member.email]
      : [org.outsiderWorkspaceId, org.outsiderTeamId, 'Elsewhere', 'Hidden team', org.outsider.email];
  for (const value of foreign) expect(text, `${caller} sees ${value}`).not.toContain(value);
}
