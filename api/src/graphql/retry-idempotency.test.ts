/**
 * Every destructive mutation, called twice with the same arguments by the same caller, as a client
 * does that retries after losing the first answer: the second answer is a success, the first one's
 * again (a count answers what it changed this time: 0). Then a caller who could never have done it
 * still gets the refusal, so a retry's success tells nobody else that the thing existed
 * (docs/architecture.md, "Destructive mutations are idempotent").
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssistantSession } from '../modules/assistant/assistant.entity.js';
import { signedInUser, type SignedInUser } from '../test/factories.js';
import { ADD_MEMBER, CREATE_TEAM, CREATE_WORKSPACE } from '../test/org-factories.js';
import { useOrganisation, useTestApp } from '../test/suite.js';
import { dailyScrumCases, DailyScrumFixtures } from '../test/tenancy-daily-scrum.js';
import { feedbackCases, FeedbackFixtures } from '../test/tenancy-feedback.js';
import { reportCases, ReportFixtures } from '../test/tenancy-reports.js';
import { type Caller, type Case } from '../test/tenancy-case.js';
import { workItemCases, WorkItemFixtures } from '../test/tenancy-work-items.js';
import { errorOf } from '../test/test-app.js';

const app = useTestApp();
const org = useOrganisation(app);

interface RetryCase {
  query: string;
  /** Makes what the call removes; answers the variables and who calls. */
  prepare: () => Promise<{ variables: Record<string, unknown>; caller: SignedInUser }>;
  /** The second answer's data when it is not the first one's again. */
  second?: unknown;
  /** Whether a stranger to the workspace calling afterwards must still be refused (false: their own list, answered alike). */
  strangerRefused?: boolean;
}

const workItems = new WorkItemFixtures(() => ({ app, org }));
const reports = new ReportFixtures(() => ({ app, org }));
const feedback = new FeedbackFixtures(() => ({ app, org }));
const dailyScrums = new DailyScrumFixtures(() => ({ app, org }));

/** A case of the tenancy matrix, called by the first of its callers that may. */
function fromMatrix(cases: Record<string, Case>, field: string): RetryCase {
  const found = cases[`Mutation.${field}`];
  if (!found) throw new Error(`no tenancy case for ${field}`);
  const caller = (['member', 'owner', 'admin'] as const).find(
    (c) => (found.expect[c] ?? found.expect.default) === 'ok',
  );
  if (!caller) throw new Error(`nobody may call ${field}`);
  return {
    query: found.query,
    prepare: async () => ({ variables: (await found.variables?.(org, caller as Caller)) ?? {}, caller: org[caller] }),
  };
}

async function freshMember(): Promise<SignedInUser> {
  const user = await signedInUser(app);
  await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.owner.token });
  return user;
}

async function freshTeam(memberIds: string[] = []): Promise<string> {
  return (
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Retry team', memberIds } },
      { token: org.owner.token },
    )
  ).createTeam.id;
}

/** A member of a fresh team, with the notification that told them so. */
async function notifiedMember(): Promise<{ user: SignedInUser; notificationId: string; teamId: string }> {
  const user = await freshMember();
  const teamId = await freshTeam([user.user.id]);
  const { notifications } = await app.gqlOk(
    `{ notifications { items { id relatedType relatedId } } }`,
    {},
    { token: user.token },
  );
  const told = notifications.items.find((n: { relatedId: string }) => n.relatedId === teamId) ?? notifications.items[0];
  return { user, notificationId: told.id, teamId };
}

const REFUSALS = ['NOT_FOUND', 'FORBIDDEN'];
const DESTRUCTIVE = /^(delete|remove|revoke|cancel|leave|hide|unsubscribe|logout)/;
/** deleteAccount ends the session it is called with: its own test below. */
const NOT_RETRIED = ['deleteAccount'];

const own = (caller: SignedInUser, variables: Record<string, unknown>) => ({ caller, variables });

const CASES = (): Record<string, RetryCase> => {
  const workItemCase = (field: string) => fromMatrix(workItemCases(workItems), field);
  return {
    deleteGoal: workItemCase('deleteGoal'),
    hideGoal: workItemCase('hideGoal'),
    removeGoalParticipant: workItemCase('removeGoalParticipant'),
    deleteProject: workItemCase('deleteProject'),
    deleteTodo: workItemCase('deleteTodo'),
    removePlanner: workItemCase('removePlanner'),
    deleteComment: workItemCase('deleteComment'),
    deleteNote: workItemCase('deleteNote'),
    deleteReport: fromMatrix(reportCases(reports), 'deleteReport'),
    removeReportReceiver: fromMatrix(reportCases(reports), 'removeReportReceiver'),
    deleteFeedback: fromMatrix(feedbackCases(feedback), 'deleteFeedback'),
    cancelFeedbackRequest: fromMatrix(feedbackCases(feedback), 'cancelFeedbackRequest'),
    deleteCoreValue: fromMatrix(feedbackCases(feedback), 'deleteCoreValue'),
    deleteDailyScrumItem: fromMatrix(dailyScrumCases(dailyScrums), 'deleteDailyScrumItem'),
    deleteDailyScrumTemplate: fromMatrix(dailyScrumCases(dailyScrums), 'deleteDailyScrumTemplate'),
    removeReaction: {
      query: `mutation($id: UUID!) { removeReaction(target: { feedbackId: $id }, emoji: "👍") { emoji count } }`,
      prepare: async () => {
        const id = await feedback.freshFeedback();
        await app.gqlOk(
          `mutation($id: UUID!) { addReaction(target: { feedbackId: $id }, emoji: "👍") { emoji } }`,
          { id },
          { token: org.owner.token },
        );
        return own(org.owner, { id });
      },
    },
    cancelInvitation: {
      query: `mutation($id: UUID!) { cancelInvitation(id: $id) { id status } }`,
      prepare: async () => {
        const user = await signedInUser(app);
        const { inviteWorkspaceMembers } = await app.gqlOk(
          `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
          { input: { workspaceId: org.workspaceId, emails: user.email } },
          { token: org.owner.token },
        );
        return own(org.owner, { id: inviteWorkspaceMembers[0].id });
      },
    },
    deleteTeam: {
      query: `mutation($id: UUID!) { deleteTeam(id: $id) }`,
      prepare: async () => own(org.owner, { id: await freshTeam() }),
    },
    removeTeamMember: {
      query: `mutation($t: UUID!, $u: UUID!) { removeTeamMember(teamId: $t, userId: $u) }`,
      prepare: async () => {
        const user = await freshMember();
        return own(org.owner, { t: await freshTeam([user.user.id]), u: user.user.id });
      },
    },
    leaveTeam: {
      query: `mutation($t: UUID!) { leaveTeam(teamId: $t) }`,
      prepare: async () => own(org.member, { t: await freshTeam([org.member.user.id]) }),
    },
    removeWorkspaceMember: {
      query: `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      prepare: async () => own(org.owner, { w: org.workspaceId, u: (await freshMember()).user.id }),
    },
    deleteWorkspace: {
      query: `mutation($id: UUID!) { deleteWorkspace(id: $id) }`,
      prepare: async () =>
        own(org.owner, {
          id: (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Short-lived' } }, { token: org.owner.token }))
            .createWorkspace.id,
        }),
    },
    deleteWebhookEndpoint: {
      query: `mutation($id: UUID!) { deleteWebhookEndpoint(id: $id) }`,
      prepare: async () => {
        const { createWebhookEndpoint } = await app.gqlOk(
          `mutation($w: UUID!) { createWebhookEndpoint(input: { workspaceId: $w, url: "https://hooks.example.com/retry", events: [TODO_CREATED] }) { endpoint { id } } }`,
          { w: org.workspaceId },
          { token: org.owner.token },
        );
        return own(org.owner, { id: createWebhookEndpoint.endpoint.id });
      },
    },
    deleteNotification: {
      query: `mutation($id: UUID!) { deleteNotification(id: $id) }`,
      prepare: async () => {
        const { user, notificationId } = await notifiedMember();
        return own(user, { id: notificationId });
      },
    },
    deleteNotificationsByRelated: {
      query: `mutation($id: UUID!) { deleteNotificationsByRelated(relatedType: "team", relatedId: $id) }`,
      prepare: async () => {
        const { user, teamId } = await notifiedMember();
        return own(user, { id: teamId });
      },
      second: { deleteNotificationsByRelated: 0 },
      strangerRefused: false,
    },
    revokePersonalAccessToken: {
      query: `mutation($id: UUID!) { revokePersonalAccessToken(id: $id) { id name } }`,
      prepare: async () => {
        const { createPersonalAccessToken } = await app.gqlOk(
          `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { personalAccessToken { id } } }`,
          { input: { name: 'retry', scope: 'READ', expiresOn: DateTime.now().plus({ days: 7 }).toISODate() } },
          { token: org.owner.token },
        );
        return own(org.owner, { id: createPersonalAccessToken.personalAccessToken.id });
      },
    },
    deleteAssistantSession: {
      query: `mutation($id: UUID!) { deleteAssistantSession(id: $id) }`,
      prepare: async () => {
        const em = app.orm.em.fork();
        const session = em.create(AssistantSession, {
          id: crypto.randomUUID(),
          user: org.owner.user.id,
          title: 'Plan my day',
        });
        await em.flush();
        return own(org.owner, { id: session.id });
      },
    },
    unsubscribePush: {
      query: `mutation($e: String!) { unsubscribePush(endpoint: $e) }`,
      prepare: async () => {
        const endpoint = `https://push.example.com/retry-${crypto.randomUUID()}`;
        await app.gqlOk(
          `mutation($e: String!) { subscribePush(input: { endpoint: $e, p256dh: "key", auth: "secret" }) }`,
          { e: endpoint },
          { token: org.member.token },
        );
        return own(org.member, { e: endpoint });
      },
      // Documented answer: false when the device was not registered (any more); never an error.
      second: { unsubscribePush: false },
      strangerRefused: false,
    },
    removeDemoData: {
      query: `mutation { removeDemoData }`,
      prepare: async () => {
        await app.app.services.demo.seed(app.orm.em.fork());
        return own(org.owner, {});
      },
      strangerRefused: false,
    },
    logout: {
      query: `mutation { logout }`,
      prepare: async () => own(await signedInUser(app), {}),
      strangerRefused: false,
    },
  };
};

beforeAll(async () => {
  await workItems.setUp();
  await reports.setUp();
  await feedback.setUp();
});

describe('a destructive mutation retried after a lost answer', () => {
  const cases = CASES();
  it.each(Object.keys(cases))('%s answers the second call as the first', async (field) => {
    const retry = cases[field];
    const { variables, caller } = await retry.prepare();
    const first = await app.gql(retry.query, variables, { token: caller.token });
    expect(first.errors, `${field}, first call`).toBeUndefined();
    const second = await app.gql(retry.query, variables, { token: caller.token });
    expect(second.errors, `${field}, second call: ${JSON.stringify(second.errors?.[0])}`).toBeUndefined();
    expect(second.data).toEqual(retry.second ?? first.data);

    if (retry.strangerRefused === false || Object.keys(variables).length === 0) return;
    const stranger = await app.gql(retry.query, variables, { token: org.outsider.token });
    expect(REFUSALS, `${field}, a stranger after it`).toContain(errorOf(stranger)?.extensions?.code);
    if (typeof variables.id !== 'string') return;
    const neverWas = await app.gql(retry.query, { ...variables, id: crypto.randomUUID() }, { token: caller.token });
    expect(REFUSALS, `${field}, an id that never was`).toContain(errorOf(neverWas)?.extensions?.code);
  });

  it('covers every mutation that deletes, removes, revokes, cancels, leaves or hides', async () => {
    const { __schema } = await app.gqlOk(`{ __schema { mutationType { fields { name } } } }`);
    const destructive = __schema.mutationType.fields
      .map((f: { name: string }) => f.name)
      .filter((name: string) => DESTRUCTIVE.test(name));
    expect(destructive.filter((name: string) => !(name in cases) && !NOT_RETRIED.includes(name))).toEqual([]);
  });

  it('deleteAccount ends the session it is called with: a retry is told UNAUTHENTICATED, which the client takes as signed out', async () => {
    const user = await signedInUser(app);
    expect((await app.gqlOk(`mutation { deleteAccount }`, {}, { token: user.token })).deleteAccount).toBe(true);
    const again = await app.gql(`mutation { deleteAccount }`, {}, { token: user.token });
    expect(errorOf(again)?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
