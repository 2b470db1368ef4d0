import type { Organisation } from './org-factories.js';
import { ADMINS_ONLY, type Case, LOGGED_IN_OK, MEMBERS_ONLY } from './tenancy-case.js';
import type { TestApp } from './test-app.js';

/**
 * The tenancy matrix rows of feedback, requests, core values and reactions: a feedback and a request
 * of the member to the owner (setUp), fresh ones for calls that change what they touch. The admin is
 * the colleague of the same workspace who must see nothing of them.
 */
export class FeedbackFixtures {
  feedbackId = '';
  requestId = '';

  constructor(private readonly env: () => { app: TestApp; org: Organisation }) {}

  async setUp(): Promise<void> {
    this.feedbackId = await this.freshFeedback();
    this.requestId = await this.freshRequest();
  }

  /** Feedback of the member to the owner. */
  async freshFeedback(): Promise<string> {
    const { app, org } = this.env();
    const { sendFeedback } = await app.gqlOk(
      `mutation($w: UUID!, $to: UUID!) { sendFeedback(input: { workspaceId: $w, receiverId: $to, content: "Thanks for the review" }) { id } }`,
      { w: org.workspaceId, to: org.owner.user.id },
      { token: org.member.token },
    );
    return sendFeedback.id;
  }

  /** A request of the member to the owner. */
  async freshRequest(): Promise<string> {
    const { app, org } = this.env();
    const { requestFeedback } = await app.gqlOk(
      `mutation($w: UUID!, $to: UUID!) { requestFeedback(input: { workspaceId: $w, receiverId: $to, content: "How did I do?" }) { id } }`,
      { w: org.workspaceId, to: org.owner.user.id },
      { token: org.member.token },
    );
    return requestFeedback.id;
  }

  /** A core value of the organisation's workspace, added by the owner. */
  async freshValue(): Promise<string> {
    const { app, org } = this.env();
    const { addCoreValue } = await app.gqlOk(
      `mutation($w: UUID!, $n: String!) { addCoreValue(workspaceId: $w, name: $n) { id } }`,
      { w: org.workspaceId, n: `Value ${Math.random()}` },
      { token: org.owner.token },
    );
    return addCoreValue.id;
  }
}

/** The member's feedback or request to the owner: those two only. */
const THE_TWO = { default: 'NOT_FOUND', member: 'ok', owner: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
const SENDER_ONLY = { ...THE_TWO, owner: 'FORBIDDEN' } as const;
const RECEIVER_ONLY = { ...THE_TWO, member: 'FORBIDDEN' } as const;
/** Core values of the workspace: admins change them, members are told so, others find nothing. */
const VALUE_ADMINS = {
  default: 'NOT_FOUND',
  member: 'FORBIDDEN',
  admin: 'ok',
  owner: 'ok',
  anonymous: 'UNAUTHENTICATED',
} as const;
const workspace = (o: Organisation) => ({ w: o.workspaceId });

export function feedbackCases(fx: FeedbackFixtures): Record<string, Case> {
  const list = (field: string): Case => ({
    query: `query($w: UUID!) { ${field}(workspaceId: $w) { total items { id content } } }`,
    variables: workspace,
    expect: MEMBERS_ONLY,
    leaksNothing: true,
  });
  return {
    'Query.feedback': {
      query: `query($id: UUID!) { feedback(id: $id) { id content sender { email } } }`,
      variables: () => ({ id: fx.feedbackId }),
      expect: THE_TWO,
      leaksNothing: true,
    },
    'Query.receivedFeedback': list('receivedFeedback'),
    'Query.sentFeedback': list('sentFeedback'),
    'Query.bookmarkedFeedback': list('bookmarkedFeedback'),
    'Query.receivedFeedbackRequests': list('receivedFeedbackRequests'),
    'Query.sentFeedbackRequests': list('sentFeedbackRequests'),
    // Hints on the caller's own text: nothing of any workspace is read.
    'Query.improveFeedback': {
      query: `{ improveFeedback(content: "Great job!") { hints rewrite } }`,
      expect: LOGGED_IN_OK,
    },
    'Query.feedbackCounts': {
      query: `query($w: UUID!) { feedbackCounts(workspaceId: $w) { received sent } }`,
      variables: workspace,
      expect: MEMBERS_ONLY,
    },
    'Query.feedbackRequest': {
      query: `query($id: UUID!) { feedbackRequest(id: $id) { id content } }`,
      variables: () => ({ id: fx.requestId }),
      expect: THE_TWO,
      leaksNothing: true,
    },
    'Query.feedbackTodoChoices': {
      query: `query($w: UUID!, $u: UUID!) { feedbackTodoChoices(input: { workspaceId: $w, userId: $u }) { id title } }`,
      variables: (o) => ({ w: o.workspaceId, u: o.member.user.id }),
      expect: MEMBERS_ONLY,
      leaksNothing: true,
    },
    'Query.coreValues': {
      query: `query($w: UUID!) { coreValues(workspaceId: $w) { id name } }`,
      variables: workspace,
      expect: MEMBERS_ONLY,
      leaksNothing: true,
    },
    'Query.coreValueUsage': {
      query: `query($w: UUID!) { coreValueUsage(workspaceId: $w, from: "2026-11-01", to: "2026-11-30") { id positive } }`,
      variables: workspace,
      expect: ADMINS_ONLY,
      leaksNothing: true,
    },
    'Query.reactions': {
      query: `query($id: UUID!) { reactions(target: { feedbackId: $id }) { emoji } }`,
      variables: () => ({ id: fx.feedbackId }),
      expect: THE_TWO,
    },
    'Mutation.sendFeedback': {
      query: `mutation($w: UUID!, $to: UUID!) { sendFeedback(input: { workspaceId: $w, receiverId: $to, content: "Nice" }) { id } }`,
      variables: (o) => ({ w: o.workspaceId, to: o.admin.user.id }),
      expect: { ...MEMBERS_ONLY, admin: 'BAD_USER_INPUT' },
    },
    'Mutation.updateFeedback': {
      query: `mutation($id: UUID!) { updateFeedback(id: $id, input: { content: "Edited" }) { id } }`,
      variables: async () => ({ id: await fx.freshFeedback() }),
      expect: SENDER_ONLY,
    },
    'Mutation.resendFeedback': {
      query: `mutation($id: UUID!) { resendFeedback(id: $id) { id } }`,
      variables: async () => ({ id: await fx.freshFeedback() }),
      expect: SENDER_ONLY,
    },
    'Mutation.setFeedbackBookmark': {
      query: `mutation($id: UUID!) { setFeedbackBookmark(id: $id, bookmarked: true) { id } }`,
      variables: async () => ({ id: await fx.freshFeedback() }),
      expect: RECEIVER_ONLY,
    },
    'Mutation.deleteFeedback': {
      query: `mutation($id: UUID!) { deleteFeedback(id: $id) }`,
      variables: async () => ({ id: await fx.freshFeedback() }),
      expect: THE_TWO,
    },
    'Mutation.markFeedbackRead': {
      query: `mutation($w: UUID!, $id: UUID!) { markFeedbackRead(workspaceId: $w, ids: [$id]) }`,
      variables: (o) => ({ w: o.workspaceId, id: fx.feedbackId }),
      expect: MEMBERS_ONLY,
    },
    'Mutation.requestFeedback': {
      query: `mutation($w: UUID!, $to: UUID!) { requestFeedback(input: { workspaceId: $w, receiverId: $to, content: "Thoughts?" }) { id } }`,
      variables: (o) => ({ w: o.workspaceId, to: o.admin.user.id }),
      expect: { ...MEMBERS_ONLY, admin: 'BAD_USER_INPUT' },
    },
    'Mutation.updateFeedbackRequest': {
      query: `mutation($id: UUID!) { updateFeedbackRequest(id: $id, input: { content: "Edited" }) { id } }`,
      variables: async () => ({ id: await fx.freshRequest() }),
      expect: SENDER_ONLY,
    },
    'Mutation.cancelFeedbackRequest': {
      query: `mutation($id: UUID!) { cancelFeedbackRequest(id: $id) }`,
      variables: async () => ({ id: await fx.freshRequest() }),
      expect: SENDER_ONLY,
    },
    'Mutation.rejectFeedbackRequest': {
      query: `mutation($id: UUID!) { rejectFeedbackRequest(id: $id) { id } }`,
      variables: async () => ({ id: await fx.freshRequest() }),
      expect: RECEIVER_ONLY,
    },
    'Mutation.addCoreValue': {
      query: `mutation($w: UUID!, $n: String!) { addCoreValue(workspaceId: $w, name: $n) { id } }`,
      variables: (o, caller) => ({ w: o.workspaceId, n: `Added by ${caller}` }),
      expect: ADMINS_ONLY,
    },
    'Mutation.renameCoreValue': {
      query: `mutation($id: UUID!, $n: String!) { renameCoreValue(id: $id, name: $n) { id } }`,
      variables: async (_o, caller) => ({ id: await fx.freshValue(), n: `Renamed by ${caller} ${Math.random()}` }),
      expect: VALUE_ADMINS,
    },
    'Mutation.deleteCoreValue': {
      query: `mutation($id: UUID!) { deleteCoreValue(id: $id) }`,
      variables: async () => ({ id: await fx.freshValue() }),
      expect: VALUE_ADMINS,
    },
    'Mutation.addReaction': {
      query: `mutation($id: UUID!) { addReaction(target: { feedbackId: $id }, emoji: "👍") { emoji } }`,
      variables: async () => ({ id: await fx.freshFeedback() }),
      expect: RECEIVER_ONLY,
    },
    'Mutation.removeReaction': {
      query: `mutation($id: UUID!) { removeReaction(target: { feedbackId: $id }, emoji: "👍") { emoji } }`,
      variables: async () => ({ id: await fx.freshFeedback() }),
      expect: RECEIVER_ONLY,
    },
  };
}

export const FEEDBACK_SUBSCRIPTIONS: Record<string, Case> = {
  'Subscription.feedbackChanged': { query: `subscription { feedbackChanged(workspaceId: "") { id } }`, expect: {} },
};
