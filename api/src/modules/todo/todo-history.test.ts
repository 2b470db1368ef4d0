import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/test-app.js';
import { createTodo, UPDATE_TODO } from '../../test/todo-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const app = useTestApp();
const org = useOrganisation(app);

const HISTORY = `query($id: UUID!, $offset: Int, $size: Int) { todo(id: $id) { history(offset: $offset, size: $size) { hasMore items { field oldValue newValue createdAt user { id } } } } }`;
const history = async (id: string, token = org.member.token, page: { offset?: number; size?: number } = {}) =>
  (await app.gqlOk(HISTORY, { id, ...page }, { token })).todo.history;

describe('the history of a to-do', () => {
  it('keeps who changed what, newest first, one entry for a run of content edits', async () => {
    const id = await createTodo(app, org.member.token, { title: 'Draft' });
    const update = (input: Record<string, unknown>, token = org.member.token) =>
      app.gqlOk(UPDATE_TODO, { id, input }, { token });
    await update({ title: 'Brief' });
    await update({ content: 'one' });
    await update({ content: 'one two' });
    await update({ dueDate: '2027-05-01', isPublic: false });
    await app.gqlOk(
      `mutation($id: UUID!) { setTodoComplete(id: $id, complete: true) { id } }`,
      { id },
      { token: org.member.token },
    );
    const { items, hasMore } = await history(id);
    expect(hasMore).toBe(false);
    const me = { id: org.member.user.id };
    expect(items.map(({ createdAt: _, ...item }: { createdAt: string }) => item)).toEqual([
      { field: 'status', oldValue: 'IN_PROGRESS', newValue: 'COMPLETED', user: me },
      expect.objectContaining({ field: expect.stringMatching(/^(is_public|due_date)$/) }),
      expect.objectContaining({ field: expect.stringMatching(/^(is_public|due_date)$/) }),
      { field: 'content', oldValue: null, newValue: null, user: me },
      { field: 'title', oldValue: 'Draft', newValue: 'Brief', user: me },
      { field: 'todo', oldValue: null, newValue: 'Draft', user: me },
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({ field: 'due_date', oldValue: null, newValue: '2027-05-01' }),
    );
    expect(items).toContainEqual(expect.objectContaining({ field: 'is_public', oldValue: 'true', newValue: 'false' }));
    // Paged: two at a time.
    expect(await history(id, org.member.token, { offset: 2, size: 2 })).toMatchObject({
      hasMore: true,
      items: [{ field: expect.any(String) }, { field: 'content' }],
    });
    expect(errorOf(await app.gql(HISTORY, { id, size: 51 }, { token: org.member.token }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('is empty for a colleague who sees the private to-do masked', async () => {
    const id = await createTodo(app, org.member.token, { title: 'Secret', isPublic: false });
    await app.gqlOk(UPDATE_TODO, { id, input: { title: 'Still secret' } }, { token: org.member.token });
    expect(await history(id, org.owner.token)).toEqual({ hasMore: false, items: [] });
  });

  it('reads the histories of a whole list in one statement', async () => {
    const LIST = `{ inbox(size: 100) { items { id history(size: 5) { hasMore items { field user { name } } } } } }`;
    const small = await app.countStatements(() => app.gqlOk(LIST, {}, { token: org.member.token }));
    for (let i = 0; i < 12; i += 1) await createTodo(app, org.member.token, { title: `Bulk ${i}` });
    const large = await app.countStatements(() => app.gqlOk(LIST, {}, { token: org.member.token }));
    expect(Math.abs(large - small)).toBeLessThanOrEqual(1);
    const { inbox } = await app.gqlOk(LIST, {}, { token: org.member.token });
    expect(
      inbox.items.find((item: { history: { items: unknown[] } }) => item.history.items.length === 1).history.items[0],
    ).toEqual({ field: 'todo', user: { name: expect.any(String) } });
  });
});
