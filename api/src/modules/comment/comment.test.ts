import { beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '@domain/mentions.js';
import { createGoal } from '../../test/goal-factories.js';
import { errorOf, follow } from '../../test/test-app.js';
import { createTodo } from '../../test/todo-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const FIELDS = `id content edited parentId author { id } mentions { id } viewerCan { edit delete reply }`;
const CREATE = `mutation($input: CreateCommentInput!) { createComment(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: UUID!, $c: String!) { updateComment(id: $id, content: $c) { ${FIELDS} } }`;
const DELETE = `mutation($id: UUID!) { deleteComment(id: $id) }`;
const THREAD = `query($t: CommentTargetInput!) { comments(target: $t) { count items { ${FIELDS} replies { ${FIELDS} } } } }`;

const app = useTestApp();
const org = useOrganisation(app);
let goalId: string;
beforeAll(async () => {
  goalId = await createGoal(app, org.member.token, {
    teamId: org.teamId,
    title: 'Launch plan',
    participantIds: [org.owner.user.id],
  });
});

const comment = async (
  token: string,
  content: string,
  target: Record<string, string> = { goalId },
  parentId?: string,
) => (await app.gqlOk(CREATE, { input: { target, content, parentId } }, { token })).createComment;
const notes = async (token: string, type: string) =>
  (await app.gqlOk(`{ notifications(size: 50) { items { type content } } }`, {}, { token })).notifications.items.filter(
    (n: { type: string }) => n.type === type,
  );

describe('comments', () => {
  it('need text and exactly one target the viewer may read', async () => {
    expect(
      errorOf(await app.gql(CREATE, { input: { target: { goalId }, content: '  ' } }, { token: org.member.token }))
        ?.extensions,
    ).toMatchObject({ reason: 'CONTENT_REQUIRED' });
    const todoId = await createTodo(app, org.member.token);
    expect(
      errorOf(
        await app.gql(CREATE, { input: { target: { goalId, todoId }, content: 'x' } }, { token: org.member.token }),
      )?.extensions,
    ).toMatchObject({ reason: 'TARGET_REQUIRED' });
    expect(
      errorOf(await app.gql(CREATE, { input: { target: { goalId }, content: 'x' } }, { token: org.admin.token }))
        ?.extensions,
    ).toMatchObject({ reason: 'GOAL_ACCESS_DENIED' });
    const privateTodo = await createTodo(app, org.member.token, { isPublic: false });
    expect(
      errorOf(
        await app.gql(CREATE, { input: { target: { todoId: privateTodo }, content: 'x' } }, { token: org.owner.token }),
      )?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('thread newest first with replies oldest first, one level deep', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const first = await comment(org.member.token, 'First', { goalId: goal });
    const second = await comment(org.owner.token, 'Second', { goalId: goal });
    const replyA = await comment(org.owner.token, 'Reply A', { goalId: goal }, first.id);
    const replyB = await comment(org.member.token, 'Reply B', { goalId: goal }, first.id);
    const nested = await app.gql(
      CREATE,
      { input: { target: { goalId: goal }, content: 'Too deep', parentId: replyA.id } },
      { token: org.member.token },
    );
    expect(errorOf(nested)?.extensions).toMatchObject({ reason: 'REPLY_DEPTH' });
    const { comments } = await app.gqlOk(THREAD, { t: { goalId: goal } }, { token: org.member.token });
    expect(comments.count).toBe(4);
    expect(comments.items.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(comments.items[1].replies.map((c: { id: string }) => c.id)).toEqual([replyA.id, replyB.id]);
    expect(comments.items[1].replies[0].viewerCan).toEqual({ edit: false, delete: false, reply: false });
    expect(comments.items[1].viewerCan).toEqual({ edit: true, delete: true, reply: true });
  });

  it('are edited and deleted by their author only, and marked edited', async () => {
    const mine = await comment(org.member.token, 'Typo');
    expect(mine.edited).toBe(false);
    expect(
      errorOf(await app.gql(UPDATE, { id: mine.id, c: 'Hijack' }, { token: org.owner.token }))?.extensions,
    ).toMatchObject({ code: 'FORBIDDEN', reason: 'COMMENT_AUTHOR_ONLY' });
    expect(errorOf(await app.gql(DELETE, { id: mine.id }, { token: org.owner.token }))?.extensions?.reason).toBe(
      'COMMENT_AUTHOR_ONLY',
    );
    const fixed = (await app.gqlOk(UPDATE, { id: mine.id, c: 'Fixed' }, { token: org.member.token })).updateComment;
    expect(fixed).toMatchObject({ content: 'Fixed', edited: true });
    const before = (await app.gqlOk(THREAD, { t: { goalId } }, { token: org.member.token })).comments.count;
    await comment(org.owner.token, 'A reply that goes with it', { goalId }, mine.id);
    await app.gqlOk(DELETE, { id: mine.id }, { token: org.member.token });
    const { comments } = await app.gqlOk(THREAD, { t: { goalId } }, { token: org.member.token });
    expect(comments.items.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect(comments.count).toBe(before - 1);
  });
});

describe('mentions', () => {
  it('notify members mentioned, never oneself or outsiders, and on edit only the newly added', async () => {
    const text = `Look ${mentionToken(org.admin.user.id)} ${mentionToken(org.member.user.id)} ${mentionToken(org.outsider.user.id)}`;
    const created = await comment(org.member.token, text);
    expect(created.mentions.map((u: { id: string }) => u.id).sort()).toEqual(
      [org.admin.user.id, org.member.user.id].sort(),
    );
    expect((await notes(org.admin.token, 'comment_mention')).length).toBe(1);
    expect(await notes(org.member.token, 'comment_mention')).toEqual([]);
    expect(await notes(org.outsider.token, 'comment_mention')).toEqual([]);
    expect((await notes(org.admin.token, 'comment_mention'))[0].content.comment_text).toContain('@');

    const edited = (
      await app.gqlOk(
        UPDATE,
        { id: created.id, c: `Now ${mentionToken(org.admin.user.id)} and ${mentionToken(org.owner.user.id)}` },
        { token: org.member.token },
      )
    ).updateComment;
    expect(edited.mentions.map((u: { id: string }) => u.id).sort()).toEqual(
      [org.admin.user.id, org.owner.user.id].sort(),
    );
    expect((await notes(org.admin.token, 'comment_mention')).length).toBe(1);
    expect((await notes(org.owner.token, 'comment_mention')).length).toBe(1);
  });

  it("in a note's thread are a mention of the note, named by its title", async () => {
    const { createNote } = await app.gqlOk(
      `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Launch checklist" }) { id } }`,
      { g: goalId },
      { token: org.member.token },
    );
    const before = (await notes(org.admin.token, 'comment_mention')).length;
    const created = await comment(org.member.token, `Please look ${mentionToken(org.admin.user.id)}`, {
      noteId: createNote.id,
    });
    const [mention] = await notes(org.admin.token, 'mention');
    expect(mention.content).toMatchObject({
      parent_title: 'Launch checklist',
      parent_type: 'note',
      note_id: createNote.id,
      comment_id: created.id,
    });
    expect((await notes(org.admin.token, 'comment_mention')).length).toBe(before);
  });

  it('suggest members of the target workspace by any part of the name, prefix matches first, case-insensitive, sorted (decision D6)', async () => {
    await app.gqlOk(`mutation { updateProfile(input: { name: "minji Kang" }) { id } }`, {}, { token: org.admin.token });
    await app.gqlOk(`mutation { updateProfile(input: { name: "Min-ho Lee" }) { id } }`, {}, { token: org.owner.token });
    await app.gqlOk(
      `mutation { updateProfile(input: { name: "Mina Outside" }) { id } }`,
      {},
      { token: org.outsider.token },
    );
    const { mentionSuggestions } = await app.gqlOk(
      `query($t: CommentTargetInput!) { mentionSuggestions(target: $t, prefix: "MIN") { name } }`,
      { t: { goalId } },
      { token: org.member.token },
    );
    expect(mentionSuggestions.map((u: { name: string }) => u.name)).toEqual(['Min-ho Lee', 'minji Kang']);
    await app.gqlOk(`mutation { updateProfile(input: { name: "박서연" }) { id } }`, {}, { token: org.admin.token });
    await app.gqlOk(`mutation { updateProfile(input: { name: "서지훈" }) { id } }`, {}, { token: org.owner.token });
    const { mentionSuggestions: korean } = await app.gqlOk(
      `query($t: CommentTargetInput!) { mentionSuggestions(target: $t, prefix: "서") { name } }`,
      { t: { goalId } },
      { token: org.member.token },
    );
    expect(korean.map((u: { name: string }) => u.name)).toEqual(['서지훈', '박서연']);
  });
});

describe('notifications and the activity log', () => {
  it('tell the goal leader and participants of comments and the parent author of replies', async () => {
    const top = await comment(org.owner.token, 'Question for the team');
    expect(
      (await notes(org.member.token, 'comment')).find(
        (n: { content: { comment_id: string } }) => n.content.comment_id === top.id,
      )?.content,
    ).toMatchObject({ goal_id: goalId, parent_type: 'goal' });
    expect(
      (await notes(org.owner.token, 'comment')).some(
        (n: { content: { comment_id: string } }) => n.content.comment_id === top.id,
      ),
    ).toBe(false);
    const reply = await comment(org.member.token, 'Answer', { goalId }, top.id);
    expect(
      (await notes(org.owner.token, 'reply')).some(
        (n: { content: { comment_id: string } }) => n.content.comment_id === reply.id,
      ),
    ).toBe(true);
  });

  it('show goal comments in the feed, and a deleted one leaves it with its replies', async () => {
    const goal = await createGoal(app, org.member.token, { teamId: org.teamId });
    const kept = await comment(org.member.token, 'Kept', { goalId: goal });
    const gone = await comment(org.member.token, 'Gone', { goalId: goal });
    await comment(org.owner.token, 'A reply to what goes', { goalId: goal }, gone.id);
    await app.gqlOk(DELETE, { id: gone.id }, { token: org.member.token });
    const { goalActivity } = await app.gqlOk(
      `query($g: UUID!) { goalActivity(goalId: $g) { items { activityType action comment { id content } } } }`,
      { g: goal },
      { token: org.member.token },
    );
    const commentRows = goalActivity.items.filter((row: { activityType: string }) => row.activityType === 'comment');
    expect(commentRows).toEqual([
      { activityType: 'comment', action: 'create', comment: { id: kept.id, content: 'Kept' } },
    ]);
  });

  it('count the comments of a to-do and follow its thread live', async () => {
    const todoId = await createTodo(app, org.member.token);
    const client = app.wsClient(org.owner.token);
    try {
      const changes = follow<{ commentsChanged: { kind: string } }>(
        client,
        `subscription { commentsChanged(target: { todoId: "${todoId}" }) { commentId kind } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const next = changes.next();
      await comment(org.owner.token, 'On your to-do', { todoId });
      expect((await next).commentsChanged.kind).toBe('created');
    } finally {
      await client.dispose();
    }
    const { todo } = await app.gqlOk(
      `query($id: UUID!) { todo(id: $id) { commentCount } }`,
      { id: todoId },
      { token: org.member.token },
    );
    expect(todo.commentCount).toBe(1);
    expect((await notes(org.member.token, 'comment')).length).toBeGreaterThan(0);
  });
});

describe('query count', () => {
  it('stays the same for a thread of 4 and of 20 comments with replies, mentions and authors', async () => {
    const THREAD_FULL = `query($t: CommentTargetInput!) { comments(target: $t) { count items { id content edited author { name } mentions { name } viewerCan { edit }
      replies { id content author { name } mentions { name } } } } }`;
    const fill = async (goal: string, count: number) => {
      for (let i = 0; i < count / 2; i++) {
        const top = await comment(
          i % 2 ? org.owner.token : org.member.token,
          `Top ${i} ${mentionToken(org.admin.user.id)}`,
          { goalId: goal },
        );
        await comment(org.member.token, `Reply ${i}`, { goalId: goal }, top.id);
      }
    };
    const small = await createGoal(app, org.member.token, { teamId: org.teamId });
    const large = await createGoal(app, org.member.token, { teamId: org.teamId });
    await fill(small, 4);
    await fill(large, 20);
    const a = await app.countStatements(() =>
      app.gqlOk(THREAD_FULL, { t: { goalId: small } }, { token: org.member.token }),
    );
    const b = await app.countStatements(() =>
      app.gqlOk(THREAD_FULL, { t: { goalId: large } }, { token: org.member.token }),
    );
    expect((await app.gqlOk(THREAD_FULL, { t: { goalId: large } }, { token: org.member.token })).comments.count).toBe(
      20,
    );
    expect(b).toBe(a);
  });
});
