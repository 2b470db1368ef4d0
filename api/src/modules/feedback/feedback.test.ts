import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { createTodo } from '../../test/todo-factories.js';
import { errorOf, follow } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { REACTION_NOTIFY_DEBOUNCE_MS } from './feedback-live.js';

const app = useTestApp();
const org = useOrganisation(app);

const FEEDBACK_FIELDS = `id content isRead edited isBookmarked sender { id } receiver { id } request { id }
  coreValues { id name isPositive active } todos { id title status plannedMinutes goal { title } }
  reactions { emoji count viewerReacted users { id } } comments { count } viewerCan { edit receive comment delete }`;
const SEND = `mutation($input: SendFeedbackInput!) { sendFeedback(input: $input) { ${FEEDBACK_FIELDS} } }`;
const FEEDBACK = `query($id: UUID!) { feedback(id: $id) { ${FEEDBACK_FIELDS} } }`;
const LIST = (field: string) => `query($w: UUID!) { ${field}(workspaceId: $w) { total items { ${FEEDBACK_FIELDS} } } }`;
const REQUEST_FIELDS = `id content isRejected isCompleted isCancelled sender { id } receiver { id } todos { id title } viewerCan { edit cancel reject respond }`;
const REQUEST = `mutation($input: RequestFeedbackInput!) { requestFeedback(input: $input) { ${REQUEST_FIELDS} } }`;
const REQUESTS = (field: string) =>
  `query($w: UUID!) { ${field}(workspaceId: $w) { total items { ${REQUEST_FIELDS} } } }`;
const COUNTS = `query($w: UUID!) { feedbackCounts(workspaceId: $w) { received unreadReceived sent receivedRequests sentRequests } }`;
const ADD_VALUE = `mutation($w: UUID!, $name: String!) { addCoreValue(workspaceId: $w, name: $name) { id name enable } }`;
const REACT = `mutation($id: UUID!, $emoji: String!) { addReaction(target: { feedbackId: $id }, emoji: $emoji) { emoji count viewerReacted } }`;
const NOTIFICATIONS = `{ notifications(size: 50) { items { type content } } }`;

const seoulToday = () => DateTime.now().setZone('Asia/Seoul').toISODate()!;

/** A fresh pair of colleagues in the organisation's workspace, so that each test counts its own lists. */
async function colleagues(): Promise<[SignedInUser, SignedInUser]> {
  const pair = await Promise.all([signedInUser(app), signedInUser(app)]);
  for (const person of pair) {
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: org.workspaceId, e: person.email },
      { token: org.owner.token },
    );
  }
  return pair;
}

const send = (from: SignedInUser, input: Record<string, unknown>) =>
  app.gql(SEND, { input: { workspaceId: org.workspaceId, content: 'Great demo', ...input } }, { token: from.token });
const sendOk = async (from: SignedInUser, to: SignedInUser, input: Record<string, unknown> = {}) =>
  (
    await app.gqlOk(
      SEND,
      { input: { workspaceId: org.workspaceId, receiverId: to.user.id, content: 'Great demo', ...input } },
      { token: from.token },
    )
  ).sendFeedback;
const reason = (result: Awaited<ReturnType<typeof app.gql>>) =>
  errorOf(result)?.extensions?.reason ?? errorOf(result)?.extensions?.code;
const notificationsOf = async (user: SignedInUser, type: string) =>
  (
    (await app.gqlOk(NOTIFICATIONS, {}, { token: user.token })).notifications.items as {
      type: string;
      content: Record<string, string>;
    }[]
  ).filter((item) => item.type === type);
const addValue = async (name: string) =>
  (await app.gqlOk(ADD_VALUE, { w: org.workspaceId, name }, { token: org.owner.token })).addCoreValue;

let nextSlot = 0;
/** A to-do of today planned for 90 minutes (a slot range of its own) and completed. */
async function doneTodo(owner: SignedInUser, input: Record<string, unknown>): Promise<string> {
  const first = (nextSlot++ * 6) % 90;
  const id = await createTodo(app, owner.token, {
    plan: { date: seoulToday(), blocks: [0, 1, 2, 3, 4, 5].map((slot) => first + slot) },
    ...input,
  });
  await app.gqlOk(
    `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
    { id },
    { token: owner.token },
  );
  return id;
}

describe('sending feedback', () => {
  it('needs a colleague of the workspace and some text', async () => {
    const [ann] = await colleagues();
    expect(reason(await send(ann, {}))).toBe('FEEDBACK_RECEIVER_REQUIRED');
    expect(reason(await send(ann, { receiverId: ann.user.id }))).toBe('FEEDBACK_RECEIVER_SELF');
    expect(reason(await send(ann, { receiverId: org.outsider.user.id }))).toBe('FEEDBACK_RECEIVER_NOT_MEMBER');
    expect(reason(await send(ann, { receiverId: org.invited.user.id }))).toBe('FEEDBACK_RECEIVER_NOT_MEMBER');
    expect(reason(await send(ann, { receiverId: org.member.user.id, content: '  \n ' }))).toBe('CONTENT_REQUIRED');
    expect(reason(await send(org.outsider, { receiverId: org.member.user.id }))).toBe('NOT_A_MEMBER');
  });

  it('carries core values on one side each and the receiver to-dos the sender may read, with their planned time', async () => {
    const [ann, bo] = await colleagues();
    const [care, speed] = [
      await addValue(`Care ${bo.user.id.slice(0, 6)}`),
      await addValue(`Speed ${bo.user.id.slice(0, 6)}`),
    ];
    const shipped = await doneTodo(bo, { title: 'Ship the beta', isPublic: true });
    const secret = await doneTodo(bo, { title: 'Private thing', isPublic: false });
    expect(
      reason(
        await send(ann, { receiverId: bo.user.id, positiveCoreValueIds: [care.id], negativeCoreValueIds: [care.id] }),
      ),
    ).toBe('FEEDBACK_VALUE_BOTH_SIDES');
    expect(reason(await send(ann, { receiverId: bo.user.id, todoIds: [secret] }))).toBe('FEEDBACK_TODO_UNKNOWN');
    const annOwn = await doneTodo(ann, { title: 'Mine', isPublic: true });
    expect(reason(await send(ann, { receiverId: bo.user.id, todoIds: [annOwn] }))).toBe('FEEDBACK_TODO_UNKNOWN');

    const feedback = await sendOk(ann, bo, {
      content: '  Clear and calm demo  ',
      positiveCoreValueIds: [care.id],
      negativeCoreValueIds: [speed.id],
      todoIds: [shipped],
    });
    expect(feedback).toMatchObject({
      content: 'Clear and calm demo',
      isRead: false,
      edited: false,
      sender: { id: ann.user.id },
      receiver: { id: bo.user.id },
      todos: [{ id: shipped, title: 'Ship the beta', status: 'COMPLETED', plannedMinutes: 90, goal: null }],
      viewerCan: { edit: true, receive: false, comment: true, delete: true },
    });
    expect(
      feedback.coreValues.map((value: { id: string; isPositive: boolean }) => [value.id, value.isPositive]).sort(),
    ).toEqual(
      [
        [care.id, true],
        [speed.id, false],
      ].sort(),
    );
    const received = (await app.gqlOk(LIST('receivedFeedback'), { w: org.workspaceId }, { token: bo.token }))
      .receivedFeedback;
    expect(received.total).toBe(1);
    expect(received.items[0]).toMatchObject({ id: feedback.id, viewerCan: { edit: false, receive: true } });
    expect((await app.gqlOk(COUNTS, { w: org.workspaceId }, { token: bo.token })).feedbackCounts).toEqual({
      received: 1,
      unreadReceived: 1,
      sent: 0,
      receivedRequests: 0,
      sentRequests: 0,
    });
    expect(
      (await app.gqlOk(LIST('sentFeedback'), { w: org.workspaceId }, { token: ann.token })).sentFeedback.items.map(
        (item: { id: string }) => item.id,
      ),
    ).toEqual([feedback.id]);
    expect(await notificationsOf(bo, 'feedback_received')).toEqual([
      expect.objectContaining({
        content: expect.objectContaining({
          feedback_id: feedback.id,
          workspace_id: org.workspaceId,
          comment_text: 'Clear and calm demo',
          is_feedback_receiver: true,
        }),
      }),
    ]);
  });

  it('offers the receiver to-dos of the period that the sender may read in full', async () => {
    const [ann, bo] = await colleagues();
    const shipped = await doneTodo(bo, { title: 'Done this week', isPublic: true });
    await doneTodo(bo, { title: 'Private', isPublic: false });
    const open = await createTodo(app, bo.token, {
      title: 'Still going',
      isPublic: true,
      plan: { date: seoulToday(), blocks: [95] },
    });
    await createTodo(app, bo.token, { title: 'Not planned', isPublic: true });
    const choices = async (userId: string, token: string) =>
      (
        await app.gqlOk(
          `query($input: TodoChoiceInput!) { feedbackTodoChoices(input: $input) { id title status plannedMinutes } }`,
          { input: { workspaceId: org.workspaceId, userId, period: 'WEEK' } },
          { token },
        )
      ).feedbackTodoChoices;
    expect((await choices(bo.user.id, ann.token)).map((todo: { id: string }) => todo.id).sort()).toEqual(
      [shipped, open].sort(),
    );
    expect(await choices(bo.user.id, org.outsider.token).catch(() => 'refused')).toBe('refused');
    // One's own private to-dos are offered to oneself (a request is about them).
    expect(await choices(bo.user.id, bo.token)).toHaveLength(3);
  });
});

describe('what each side may do', () => {
  it('lets only the sender edit and resend; the edit is unread again and told', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    const UPDATE = `mutation($id: UUID!, $input: FeedbackFieldsInput!) { updateFeedback(id: $id, input: $input) { content isRead edited } }`;
    expect(reason(await app.gql(UPDATE, { id: feedback.id, input: { content: 'Hijack' } }, { token: bo.token }))).toBe(
      'FEEDBACK_SENDER_ONLY',
    );
    expect(
      reason(await app.gql(UPDATE, { id: feedback.id, input: { content: 'Hijack' } }, { token: org.admin.token })),
    ).toBe('FEEDBACK_NOT_FOUND');
    await app.gqlOk(
      `mutation($w: UUID!, $ids: [UUID!]!) { markFeedbackRead(workspaceId: $w, ids: $ids) }`,
      { w: org.workspaceId, ids: [feedback.id] },
      { token: bo.token },
    );
    expect(
      (await app.gqlOk(UPDATE, { id: feedback.id, input: { content: 'Better words' } }, { token: ann.token }))
        .updateFeedback,
    ).toEqual({ content: 'Better words', isRead: false, edited: false });
    expect(await notificationsOf(bo, 'feedback_updated')).toHaveLength(1);
    // Shown as edited once updated more than two minutes after it was written.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update feedback set register_date = register_date - interval '3 minutes' where id = ?`, [feedback.id]);
    await app.gqlOk(UPDATE, { id: feedback.id, input: { content: 'Best words' } }, { token: ann.token });
    expect((await app.gqlOk(FEEDBACK, { id: feedback.id }, { token: bo.token })).feedback.edited).toBe(true);
  });

  it('marks read only the receiver own feedback', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    const MARK = `mutation($w: UUID!, $ids: [UUID!]!) { markFeedbackRead(workspaceId: $w, ids: $ids) }`;
    expect(
      (await app.gqlOk(MARK, { w: org.workspaceId, ids: [feedback.id] }, { token: ann.token })).markFeedbackRead,
    ).toBe(0);
    expect(
      (await app.gqlOk(MARK, { w: org.workspaceId, ids: [feedback.id] }, { token: bo.token })).markFeedbackRead,
    ).toBe(1);
    expect((await app.gqlOk(COUNTS, { w: org.workspaceId }, { token: bo.token })).feedbackCounts.unreadReceived).toBe(
      0,
    );
  });

  it('keeps bookmarks to the receiver, newest bookmark first', async () => {
    const [ann, bo] = await colleagues();
    const [first, second] = [await sendOk(ann, bo, { content: 'One' }), await sendOk(ann, bo, { content: 'Two' })];
    const BOOKMARK = `mutation($id: UUID!, $on: Boolean!) { setFeedbackBookmark(id: $id, bookmarked: $on) { isBookmarked } }`;
    expect(reason(await app.gql(BOOKMARK, { id: first.id, on: true }, { token: ann.token }))).toBe(
      'FEEDBACK_RECEIVER_ONLY',
    );
    await app.gqlOk(BOOKMARK, { id: second.id, on: true }, { token: bo.token });
    await app.gqlOk(BOOKMARK, { id: first.id, on: true }, { token: bo.token });
    const bookmarked = async () =>
      (
        await app.gqlOk(LIST('bookmarkedFeedback'), { w: org.workspaceId }, { token: bo.token })
      ).bookmarkedFeedback.items.map((item: { content: string }) => item.content);
    expect(await bookmarked()).toEqual(['One', 'Two']);
    await app.gqlOk(BOOKMARK, { id: first.id, on: false }, { token: bo.token });
    expect(await bookmarked()).toEqual(['Two']);
  });

  it('deletes for the deleter only, and a resend brings it back to the receiver', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    await app.gqlOk(`mutation($id: UUID!) { deleteFeedback(id: $id) }`, { id: feedback.id }, { token: bo.token });
    expect(
      (await app.gqlOk(LIST('receivedFeedback'), { w: org.workspaceId }, { token: bo.token })).receivedFeedback.total,
    ).toBe(0);
    expect(reason(await app.gql(FEEDBACK, { id: feedback.id }, { token: bo.token }))).toBe('FEEDBACK_NOT_FOUND');
    expect(
      (await app.gqlOk(LIST('sentFeedback'), { w: org.workspaceId }, { token: ann.token })).sentFeedback.total,
    ).toBe(1);
    await app.gqlOk(
      `mutation($id: UUID!) { resendFeedback(id: $id) { id } }`,
      { id: feedback.id },
      { token: ann.token },
    );
    expect(
      (await app.gqlOk(LIST('receivedFeedback'), { w: org.workspaceId }, { token: bo.token })).receivedFeedback.items,
    ).toEqual([expect.objectContaining({ id: feedback.id, isRead: false })]);
    expect(await notificationsOf(bo, 'feedback_received')).toHaveLength(2);
  });

  it('shows a feedback to nobody else, through any path', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    for (const token of [org.admin.token, org.owner.token, org.outsider.token]) {
      expect(reason(await app.gql(FEEDBACK, { id: feedback.id }, { token }))).toBe('FEEDBACK_NOT_FOUND');
      expect(reason(await app.gql(REACT, { id: feedback.id, emoji: '👍' }, { token }))).toBe('FEEDBACK_NOT_FOUND');
      expect(
        reason(
          await app.gql(
            `query($id: UUID!) { comments(target: { feedbackId: $id }) { count } }`,
            { id: feedback.id },
            { token },
          ),
        ),
      ).toBe('FEEDBACK_NOT_FOUND');
    }
    for (const field of ['receivedFeedback', 'sentFeedback', 'bookmarkedFeedback']) {
      const ids = (await app.gqlOk(LIST(field), { w: org.workspaceId }, { token: org.admin.token }))[field].items.map(
        (item: { id: string }) => item.id,
      );
      expect(ids).not.toContain(feedback.id);
    }
  });
});

describe('feedback requests', () => {
  it('go from asked to rejected, edited back, answered with feedback and then off both lists', async () => {
    const [ann, bo] = await colleagues();
    const mine = await doneTodo(ann, { title: 'Onboarding guide', isPublic: true });
    const { requestFeedback: request } = await app.gqlOk(
      REQUEST,
      {
        input: { workspaceId: org.workspaceId, receiverId: bo.user.id, content: 'How was my guide?', todoIds: [mine] },
      },
      { token: ann.token },
    );
    expect(request).toMatchObject({
      isRejected: false,
      isCompleted: false,
      todos: [{ id: mine, title: 'Onboarding guide' }],
      viewerCan: { edit: true, cancel: true, reject: false, respond: false },
    });
    expect(await notificationsOf(bo, 'feedback_request')).toEqual([
      expect.objectContaining({ content: expect.objectContaining({ request_id: request.id }) }),
    ]);
    const received = async () =>
      (await app.gqlOk(REQUESTS('receivedFeedbackRequests'), { w: org.workspaceId }, { token: bo.token }))
        .receivedFeedbackRequests.items;
    const sent = async () =>
      (await app.gqlOk(REQUESTS('sentFeedbackRequests'), { w: org.workspaceId }, { token: ann.token }))
        .sentFeedbackRequests.items;
    expect(await received()).toEqual([
      expect.objectContaining({
        id: request.id,
        viewerCan: { edit: false, cancel: false, reject: true, respond: true },
      }),
    ]);

    expect(
      reason(
        await app.gql(
          `mutation($id: UUID!) { rejectFeedbackRequest(id: $id) { id } }`,
          { id: request.id },
          { token: ann.token },
        ),
      ),
    ).toBe('FEEDBACK_RECEIVER_ONLY');
    await app.gqlOk(
      `mutation($id: UUID!) { rejectFeedbackRequest(id: $id) { isRejected } }`,
      { id: request.id },
      { token: bo.token },
    );
    expect(await received()).toEqual([]);
    expect(await sent()).toEqual([expect.objectContaining({ id: request.id, isRejected: true })]);
    expect(await notificationsOf(ann, 'feedback_request_rejected')).toHaveLength(1);

    const edited = await app.gqlOk(
      `mutation($id: UUID!) { updateFeedbackRequest(id: $id, input: { content: "Please, a few words?", todoIds: [] }) { isRejected content todos { id } } }`,
      { id: request.id },
      { token: ann.token },
    );
    expect(edited.updateFeedbackRequest).toEqual({ isRejected: false, content: 'Please, a few words?', todos: [] });
    expect(await received()).toHaveLength(1);
    expect(await notificationsOf(bo, 'feedback_request_updated')).toHaveLength(1);

    const answer = await sendOk(bo, ann, {
      receiverId: null,
      requestId: request.id,
      content: 'Clear guide',
      todoIds: [mine],
    });
    expect(answer).toMatchObject({ receiver: { id: ann.user.id }, request: { id: request.id } });
    expect(await received()).toEqual([]);
    expect(await sent()).toEqual([]);
    expect(reason(await send(bo, { requestId: request.id }))).toBe('FEEDBACK_REQUEST_CLOSED');
  });

  it('answers a cancelled request with its own message, and the feedback can go unlinked', async () => {
    const [ann, bo] = await colleagues();
    const { requestFeedback: request } = await app.gqlOk(
      REQUEST,
      { input: { workspaceId: org.workspaceId, receiverId: bo.user.id, content: 'Thoughts?' } },
      { token: ann.token },
    );
    expect(
      reason(
        await app.gql(
          `mutation($id: UUID!) { cancelFeedbackRequest(id: $id) }`,
          { id: request.id },
          { token: bo.token },
        ),
      ),
    ).toBe('FEEDBACK_SENDER_ONLY');
    await app.gqlOk(
      `mutation($id: UUID!) { cancelFeedbackRequest(id: $id) }`,
      { id: request.id },
      { token: ann.token },
    );
    expect(reason(await send(bo, { requestId: request.id }))).toBe('FEEDBACK_REQUEST_CANCELLED');
    expect((await sendOk(bo, ann)).request).toBeNull();
    expect((await app.gqlOk(COUNTS, { w: org.workspaceId }, { token: bo.token })).feedbackCounts.receivedRequests).toBe(
      0,
    );
  });
});

describe('core values', () => {
  it('are managed by owners and admins: trimmed, non-empty, unique whatever the case', async () => {
    const name = `Ownership ${Date.now()}`;
    expect(
      (await app.gqlOk(ADD_VALUE, { w: org.workspaceId, name: `  ${name} ` }, { token: org.admin.token })).addCoreValue,
    ).toMatchObject({ name, enable: true });
    const duplicate = await app.gql(
      ADD_VALUE,
      { w: org.workspaceId, name: name.toUpperCase() },
      { token: org.owner.token },
    );
    expect(reason(duplicate)).toBe('CORE_VALUE_DUPLICATE');
    expect(errorOf(duplicate)?.message).toContain(name.toUpperCase());
    expect(errorOf(duplicate)?.extensions?.name).toBe(name.toUpperCase());
    expect(reason(await app.gql(ADD_VALUE, { w: org.workspaceId, name: '   ' }, { token: org.owner.token }))).toBe(
      'NAME_REQUIRED',
    );
    expect(reason(await app.gql(ADD_VALUE, { w: org.workspaceId, name: 'Mine' }, { token: org.member.token }))).toBe(
      'ADMIN_ONLY',
    );
    expect(reason(await app.gql(ADD_VALUE, { w: org.workspaceId, name: 'Mine' }, { token: org.outsider.token }))).toBe(
      'NOT_A_MEMBER',
    );
    // Two admins at once: the unique index keeps one and the other hears why.
    const racing = await Promise.all(
      [org.owner.token, org.admin.token].map((token) =>
        app.gql(ADD_VALUE, { w: org.workspaceId, name: `Race ${name}` }, { token }),
      ),
    );
    expect(racing.map(reason).sort()).toEqual(['CORE_VALUE_DUPLICATE', undefined].sort());
  });

  it('are disabled when used by feedback, which keeps showing them, removed when unused, and counted per period', async () => {
    const [ann, bo] = await colleagues();
    const [used, unused] = [await addValue(`Used ${Date.now()}`), await addValue(`Unused ${Date.now()}`)];
    const feedback = await sendOk(ann, bo, { positiveCoreValueIds: [used.id] });
    const DELETE = `mutation($id: UUID!) { deleteCoreValue(id: $id) }`;
    expect(reason(await app.gql(DELETE, { id: used.id }, { token: org.member.token }))).toBe('ADMIN_ONLY');
    expect((await app.gqlOk(DELETE, { id: used.id }, { token: org.owner.token })).deleteCoreValue).toBe(true);
    expect((await app.gqlOk(DELETE, { id: unused.id }, { token: org.owner.token })).deleteCoreValue).toBe(false);
    const listed = (
      await app.gqlOk(
        `query($w: UUID!) { coreValues(workspaceId: $w) { id } }`,
        { w: org.workspaceId },
        { token: bo.token },
      )
    ).coreValues.map((value: { id: string }) => value.id);
    expect(listed).not.toContain(used.id);
    expect(listed).not.toContain(unused.id);
    expect((await app.gqlOk(FEEDBACK, { id: feedback.id }, { token: bo.token })).feedback.coreValues).toEqual([
      { id: used.id, name: used.name, isPositive: true, active: false },
    ]);
    expect(reason(await send(ann, { receiverId: bo.user.id, positiveCoreValueIds: [used.id] }))).toBe(
      'FEEDBACK_VALUE_UNKNOWN',
    );
    const usage = (
      await app.gqlOk(
        `query($w: UUID!, $d: LocalDate!) { coreValueUsage(workspaceId: $w, from: $d, to: $d) { id active positive negative } }`,
        { w: org.workspaceId, d: seoulToday() },
        { token: org.admin.token },
      )
    ).coreValueUsage;
    expect(usage).toContainEqual({ id: used.id, active: false, positive: 1, negative: 0 });
    expect(
      reason(
        await app.gql(
          `query($w: UUID!, $d: LocalDate!) { coreValueUsage(workspaceId: $w, from: $d, to: $d) { id } }`,
          { w: org.workspaceId, d: seoulToday() },
          { token: org.member.token },
        ),
      ),
    ).toBe('ADMIN_ONLY');
  });
});

describe('reactions and comments on feedback', () => {
  it('come from the receiver only; a burst of reactions is one notification to the sender', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    expect(reason(await app.gql(REACT, { id: feedback.id, emoji: '👍' }, { token: ann.token }))).toBe(
      'FEEDBACK_RECEIVER_ONLY',
    );
    expect(reason(await app.gql(REACT, { id: feedback.id, emoji: 'hello' }, { token: bo.token }))).toBe(
      'INVALID_EMOJI',
    );
    for (const emoji of ['👍', '🎉', '👍🏽', '👍'])
      await app.gqlOk(REACT, { id: feedback.id, emoji }, { token: bo.token });
    const { feedback: seen } = await app.gqlOk(FEEDBACK, { id: feedback.id }, { token: ann.token });
    expect(seen.reactions).toEqual([
      { emoji: '👍', count: 1, viewerReacted: false, users: [{ id: bo.user.id }] },
      { emoji: '🎉', count: 1, viewerReacted: false, users: [{ id: bo.user.id }] },
      { emoji: '👍🏽', count: 1, viewerReacted: false, users: [{ id: bo.user.id }] },
    ]);
    await expect.poll(async () => (await notificationsOf(ann, 'feedback_reaction')).length, { timeout: 3000 }).toBe(1);
    expect((await notificationsOf(ann, 'feedback_reaction'))[0].content).toMatchObject({
      feedback_id: feedback.id,
      emoji: '👍 🎉 👍🏽',
      is_feedback_receiver: false,
    });
    const removed = await app.gqlOk(
      `mutation($id: UUID!) { removeReaction(target: { feedbackId: $id }, emoji: "🎉") { emoji } }`,
      { id: feedback.id },
      { token: bo.token },
    );
    expect(removed.removeReaction.map((group: { emoji: string }) => group.emoji)).toEqual(['👍', '👍🏽']);
  });

  // Decision D15 (docs/decisions.md).
  it('that come after the burst update the one notification of the sender instead of adding another', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    await app.gqlOk(REACT, { id: feedback.id, emoji: '👍' }, { token: bo.token });
    await expect
      .poll(async () => (await notificationsOf(ann, 'feedback_reaction')).map((n) => n.content.emoji), {
        timeout: 3000,
      })
      .toEqual(['👍']);
    await app.gqlOk(REACT, { id: feedback.id, emoji: '🎉' }, { token: bo.token });
    await expect
      .poll(async () => (await notificationsOf(ann, 'feedback_reaction')).map((n) => n.content.emoji).at(0), {
        timeout: 3000,
      })
      .toBe('👍 🎉');
    await new Promise((resolve) => setTimeout(resolve, REACTION_NOTIFY_DEBOUNCE_MS));
    expect(await notificationsOf(ann, 'feedback_reaction')).toEqual([
      expect.objectContaining({
        content: expect.objectContaining({ feedback_id: feedback.id, emoji: '👍 🎉', actor_id: bo.user.id }),
      }),
    ]);
  });

  it('are written by both people, told to the other, and mention nobody', async () => {
    const [ann, bo] = await colleagues();
    const feedback = await sendOk(ann, bo);
    const COMMENT = `mutation($id: UUID!, $text: String!) { createComment(input: { target: { feedbackId: $id }, content: $text }) { id } }`;
    await app.gqlOk(COMMENT, { id: feedback.id, text: 'Thank you!' }, { token: bo.token });
    await app.gqlOk(COMMENT, { id: feedback.id, text: `Any time @[${org.owner.user.id}]` }, { token: ann.token });
    expect(reason(await app.gql(COMMENT, { id: feedback.id, text: 'Me too' }, { token: org.admin.token }))).toBe(
      'FEEDBACK_NOT_FOUND',
    );
    expect((await app.gqlOk(FEEDBACK, { id: feedback.id }, { token: bo.token })).feedback.comments.count).toBe(2);
    // Each side is told which side of the feedback they are on.
    expect(await notificationsOf(ann, 'feedback_comment')).toEqual([
      expect.objectContaining({
        content: expect.objectContaining({
          feedback_id: feedback.id,
          comment_text: 'Thank you!',
          parent_type: 'feedback',
          is_feedback_receiver: false,
        }),
      }),
    ]);
    expect(await notificationsOf(bo, 'feedback_comment')).toEqual([
      expect.objectContaining({
        content: expect.objectContaining({ parent_type: 'feedback', is_feedback_receiver: true }),
      }),
    ]);
    expect(await notificationsOf(org.owner, 'comment_mention')).toEqual([]);
    const suggestions = await app.gqlOk(
      `query($id: UUID!) { mentionSuggestions(target: { feedbackId: $id }, prefix: "") { id } }`,
      { id: feedback.id },
      { token: ann.token },
    );
    expect(suggestions.mentionSuggestions).toEqual([]);
  });
});

describe('live feedback lists', () => {
  it('tell both people of a new feedback, a reaction and a comment, and nobody else', async () => {
    const [ann, bo] = await colleagues();
    const clients = [app.wsClient(ann.token), app.wsClient(bo.token), app.wsClient(org.admin.token)];
    try {
      const query = `subscription { feedbackChanged(workspaceId: "${org.workspaceId}") { kind id } }`;
      const [annLive, boLive, adminLive] = clients.map((client) =>
        follow<{ feedbackChanged: { kind: string; id: string } }>(client, query),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const sent = [annLive.next(), boLive.next()];
      const feedback = await sendOk(ann, bo);
      expect(await Promise.all(sent)).toEqual(
        [0, 1].map(() => ({ feedbackChanged: { kind: 'FEEDBACK', id: feedback.id } })),
      );
      const reacted = annLive.next();
      await app.gqlOk(REACT, { id: feedback.id, emoji: '👏' }, { token: bo.token });
      expect(await reacted).toEqual({ feedbackChanged: { kind: 'FEEDBACK', id: feedback.id } });
      const commented = boLive.next();
      await app.gqlOk(
        `mutation($id: UUID!) { createComment(input: { target: { feedbackId: $id }, content: "Thanks" }) { id } }`,
        { id: feedback.id },
        { token: ann.token },
      );
      expect(await commented).toEqual({ feedbackChanged: { kind: 'FEEDBACK', id: feedback.id } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(adminLive.values).toEqual([]);
    } finally {
      await Promise.all(clients.map(async (client) => client.dispose()));
    }
  });
});

describe('the feedback lists on the read path', () => {
  it('answer in the same number of statements for one item and for many, each with values, to-dos, reactions and comments', async () => {
    const [ann, bo] = await colleagues();
    const value = await addValue(`Counted ${Date.now()}`);
    const todo = await doneTodo(bo, { title: 'Counted work', isPublic: true });
    const mine = await doneTodo(ann, { title: 'My work', isPublic: true });
    const write = async () => {
      const feedback = await sendOk(ann, bo, { positiveCoreValueIds: [value.id], todoIds: [todo] });
      await app.gqlOk(REACT, { id: feedback.id, emoji: '👍' }, { token: bo.token });
      await app.gqlOk(
        `mutation($id: UUID!) { createComment(input: { target: { feedbackId: $id }, content: "Thanks" }) { id } }`,
        { id: feedback.id },
        { token: bo.token },
      );
      await app.gqlOk(
        `mutation($id: UUID!) { setFeedbackBookmark(id: $id, bookmarked: true) { id } }`,
        { id: feedback.id },
        { token: bo.token },
      );
      await app.gqlOk(
        REQUEST,
        { input: { workspaceId: org.workspaceId, receiverId: bo.user.id, content: 'And?', todoIds: [mine] } },
        { token: ann.token },
      );
    };
    // Counted once the debounced reaction notifications are written: their statements would count too.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 700));
    const count = async () => [
      await app.countStatements(() => app.gqlOk(LIST('receivedFeedback'), { w: org.workspaceId }, { token: bo.token })),
      await app.countStatements(() => app.gqlOk(LIST('sentFeedback'), { w: org.workspaceId }, { token: ann.token })),
      await app.countStatements(() =>
        app.gqlOk(LIST('bookmarkedFeedback'), { w: org.workspaceId }, { token: bo.token }),
      ),
      await app.countStatements(() =>
        app.gqlOk(REQUESTS('receivedFeedbackRequests'), { w: org.workspaceId }, { token: bo.token }),
      ),
      await app.countStatements(() =>
        app.gqlOk(REQUESTS('sentFeedbackRequests'), { w: org.workspaceId }, { token: ann.token }),
      ),
    ];
    await write();
    await settled();
    const small = await count();
    for (let i = 0; i < 19; i++) await write();
    expect(
      (await app.gqlOk(LIST('receivedFeedback'), { w: org.workspaceId }, { token: bo.token })).receivedFeedback.total,
    ).toBe(20);
    await settled();
    expect(await count()).toEqual(small);
    // The session, the workspace and its membership, the page.
    expect(Math.max(...small)).toBeLessThanOrEqual(4);
  });
});
