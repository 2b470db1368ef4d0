/**
 * Inputs that once reached PostgreSQL as errors (found by the schema fuzz, issue 19) answer
 * BAD_USER_INPUT with a reason before any resolver runs (input-guard.ts, input-limits.ts).
 */
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories.js';
import { CREATE_TEAM, CREATE_WORKSPACE } from '../test/org-factories.js';
import { useTestApp } from '../test/suite.js';
import { errorOf } from '../test/test-app.js';
import { DEFAULT_MAX_LENGTH, PASSWORD_MAX_LENGTH, TEXT_MAX_LENGTH } from './input-limits.js';

const app = useTestApp();
const anyId = '00000000-0000-4000-8000-000000000000';

describe('input guard', () => {
  it('refuses a string over its limit, naming the argument', async () => {
    const result = await app.gql(`query($e: String!) { emailExists(email: $e) }`, {
      e: 'x'.repeat(DEFAULT_MAX_LENGTH + 1),
    });
    expect(errorOf(result)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_LONG', field: 'email' });
  });

  it('refuses a string over its limit inside an input, naming the path', async () => {
    const { token } = await signedInUser(app);
    const result = await app.gql(
      `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
      { input: { title: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) } },
      { token },
    );
    expect(errorOf(result)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_LONG',
      field: 'input.title',
    });
  });

  it('lets a field that declares a longer limit take more, up to it', async () => {
    const { token } = await signedInUser(app);
    const create = (content: string) =>
      app.gql(
        `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
        { input: { title: 'Long notes', content } },
        { token },
      );
    expect((await create('x'.repeat(1000))).errors).toBeUndefined();
    expect(errorOf(await create('x'.repeat(TEXT_MAX_LENGTH + 1)))?.extensions).toMatchObject({
      reason: 'TOO_LONG',
      field: 'input.content',
    });
  });

  it('refuses U+0000 in a string, which PostgreSQL cannot store (it broke the protocol)', async () => {
    const result = await app.gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, {
      e: 'a\u0000b@example.com',
    });
    expect(errorOf(result)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_CHARACTER',
      field: 'email',
    });
  });

  it('refuses U+0000 in a JSON argument, key or value', async () => {
    const { token } = await signedInUser(app);
    const update = (content: unknown) =>
      app.gql(
        `mutation($id: UUID!, $c: JSONObject!) { updateNotificationContent(id: $id, content: $c) { id } }`,
        { id: anyId, c: content },
        { token },
      );
    expect(errorOf(await update({ note: ['fine', 'x\u0000'] }))?.extensions).toMatchObject({
      reason: 'INVALID_CHARACTER',
      field: 'content.note.1',
    });
    expect(errorOf(await update({ 'k\u0000': 1 }))?.extensions).toMatchObject({ reason: 'INVALID_CHARACTER' });
  });

  it('answers a login with a very long e-mail as a failed login (the throttle key no longer overflows its column)', async () => {
    const result = await app.gql(
      `mutation($e: String!) { login(email: $e, password: "wrong-password") { accessToken } }`,
      { e: `${'x'.repeat(240)}@example.com` },
    );
    expect(errorOf(result)?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('lets an argument that declares a longer limit take more (a long passphrase)', async () => {
    const login = (password: string) =>
      app.gql(`mutation($p: String!) { login(email: "nobody-long@example.com", password: $p) { accessToken } }`, {
        p: password,
      });
    expect(errorOf(await login('x'.repeat(DEFAULT_MAX_LENGTH + 100)))?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await login('x'.repeat(PASSWORD_MAX_LENGTH + 1)))?.extensions).toMatchObject({
      reason: 'TOO_LONG',
      field: 'password',
    });
  });

  it('answers more than 50 invalid variables as bad input, not an internal error', async () => {
    const { token } = await signedInUser(app);
    const result = await app.gql(
      `mutation($t: UUID!, $ids: [UUID!]!) { addTeamMembers(teamId: $t, userIds: $ids) { id } }`,
      { t: anyId, ids: Array.from({ length: 60 }, () => 'not-a-uuid') },
      { token },
    );
    expect(result.status).toBeLessThan(500);
    expect(result.errors?.map((error) => error.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(result.errors?.some((error) => error.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
  });

  it('holds days and times to the years 2 to 9998, so that a week around them still exists (membersWithoutReport of 9999-12-31 failed in SQL)', async () => {
    const { token } = await signedInUser(app);
    const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Edge' } }, { token })).createWorkspace.id;
    const teamId = (await app.gqlOk(CREATE_TEAM, { input: { workspaceId, name: 'Edge team' } }, { token })).createTeam
      .id;
    const missing = (date: string) =>
      app.gql(
        `query($d: LocalDate!, $t: UUID!) { membersWithoutReport(date: $d, type: WEEKLY, teamId: $t) { id } }`,
        { d: date, t: teamId },
        { token },
      );
    expect(errorOf(await missing('9999-12-31'))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'DATE_OUT_OF_RANGE',
      field: 'date',
    });
    expect(errorOf(await missing('0001-01-01'))?.extensions).toMatchObject({ reason: 'DATE_OUT_OF_RANGE' });
    expect((await missing('9998-12-31')).errors).toBeUndefined();
    expect((await missing('0002-01-01')).errors).toBeUndefined();
  });
});
