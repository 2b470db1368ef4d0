import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGoal } from '../test/goal-factories.js';
import type { SignedInUser } from '../test/factories.js';
import { useOrganisation, useTestApp } from '../test/suite.js';
import { MCP_TOOLS } from './mcp-endpoint.js';

/** The MCP endpoint driven by the official SDK's own client over HTTP, as an AI client would. */
const app = useTestApp();
const org = useOrganisation(app);

const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;
const CREATE_TOKEN = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token personalAccessToken { id } } }`;

async function tokenOf(user: SignedInUser, scope: 'READ' | 'READ_WRITE', workspaceId: string | null = null) {
  const input = { name: `mcp ${scope}`, scope, expiresOn: DateTime.now().plus({ days: 7 }).toISODate(), workspaceId };
  const { createPersonalAccessToken } = await app.gqlOk(CREATE_TOKEN, { input }, { token: user.token });
  return createPersonalAccessToken as { token: string; personalAccessToken: { id: string } };
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'quarter-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

const textOf = (result: unknown) => JSON.stringify((result as { content?: unknown }).content);

let fixtures: { noteId: string; reportId: string; feedbackId: string };

beforeAll(async () => {
  const goalId = await createGoal(app, org.owner.token, { teamId: org.teamId, title: 'Launch beta' });
  const { createNote } = await app.gqlOk(
    `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Beta retro" }) { id } }`,
    { g: goalId },
    { token: org.owner.token },
  );
  const { createReport } = await app.gqlOk(
    `mutation($w: UUID!, $d: LocalDate!) { createReport(input: { workspaceId: $w, type: CUSTOM, startDate: $d, endDate: $d, fromMyWork: true }) { id } }`,
    { w: org.workspaceId, d: today },
    { token: org.owner.token },
  );
  const { sendFeedback } = await app.gqlOk(
    `mutation($w: UUID!, $to: UUID!) { sendFeedback(input: { workspaceId: $w, receiverId: $to, content: "Thanks for the beta review" }) { id } }`,
    { w: org.workspaceId, to: org.owner.user.id },
    { token: org.member.token },
  );
  fixtures = { noteId: createNote.id, reportId: createReport.id, feedbackId: sendFeedback.id };
});

/** An input for each tool; a new tool fails the test until it has one here. */
function sampleInput(name: string): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    search_notes: { query: 'retro' },
    read_note: { noteId: fixtures.noteId },
    get_todos: {},
    get_public_todos: { userId: org.member.user.id },
    get_todos_range: { startDate: DateTime.fromISO(today).minus({ days: 6 }).toISODate(), endDate: today },
    find_user_id: { name: org.member.user.name.slice(0, 3) },
    create_todo: { title: 'Prepare the demo', startTime: '09:00', endTime: '10:00' },
    create_daily_report: { workspaceId: org.workspaceId, date: today },
    create_weekly_report: {
      workspaceId: org.workspaceId,
      startDate: DateTime.fromISO(today).minus({ days: 6 }).toISODate(),
      endDate: today,
    },
    get_chart: { kind: 'time_by_category' },
    list_my_teams: {},
    list_team_goals: { teamId: org.teamId },
    get_report: { reportId: fixtures.reportId },
    list_feedback: { workspaceId: org.workspaceId, box: 'received' },
    get_feedback: { feedbackId: fixtures.feedbackId },
    improve_feedback: { content: 'Great job!' },
  };
  const sample = samples[name];
  if (!sample) throw new Error(`no sample input for the tool ${name}`);
  return sample;
}

describe('the MCP endpoint', () => {
  it('lists every tool with its input and output schema, and each call answers structured content of that schema', async () => {
    const { token } = await tokenOf(org.owner, 'READ_WRITE');
    const client = await connect(token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(MCP_TOOLS.map((tool) => tool.name).sort());
    for (const tool of tools) {
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(!MCP_TOOLS.find((t) => t.name === tool.name)!.writes);
    }
    for (const tool of MCP_TOOLS) {
      // The SDK's client checks structuredContent against the declared output schema.
      const result = await client.callTool({ name: tool.name, arguments: sampleInput(tool.name) });
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
      expect(result.structuredContent, tool.name).toBeTruthy();
    }
    const goals = await client.callTool({ name: 'list_team_goals', arguments: { teamId: org.teamId } });
    expect(goals.structuredContent).toMatchObject({
      total: 1,
      cut: false,
      goals: [{ title: 'Launch beta', status: expect.any(String) }],
    });
    const feedback = await client.callTool({ name: 'get_feedback', arguments: { feedbackId: fixtures.feedbackId } });
    expect(feedback.structuredContent).toMatchObject({
      text: 'Thanks for the beta review',
      receiver: org.owner.user.name,
    });
    const improved = await client.callTool({ name: 'improve_feedback', arguments: { content: '최고예요!' } });
    expect(improved.structuredContent).toEqual({ hints: ['TOO_SHORT', 'NO_EXAMPLE', 'NO_BEHAVIOUR'], rewrite: null });
    await client.close();
  });

  it('gives a read-only token the read tools only', async () => {
    const { token } = await tokenOf(org.owner, 'READ');
    const client = await connect(token);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('get_todos');
    expect(names).not.toContain('create_todo');
    expect(names).not.toContain('create_daily_report');
    const refused = await client.callTool({ name: 'create_todo', arguments: { title: 'Sneaky' } });
    expect(refused.isError).toBe(true);
    await client.close();
  });

  it('keeps a token bound to a workspace inside it: its goals yes, the planner across workspaces no', async () => {
    const { token } = await tokenOf(org.owner, 'READ_WRITE', org.workspaceId);
    const client = await connect(token);
    const goals = await client.callTool({ name: 'list_team_goals', arguments: { teamId: org.teamId } });
    expect(goals.isError, textOf(goals)).toBeFalsy();
    expect(textOf(goals)).toContain('Launch beta');
    const planner = await client.callTool({ name: 'get_todos', arguments: {} });
    expect(planner.isError).toBe(true);
    expect(textOf(planner)).toContain('only reaches the workspace it is bound to');
    await client.close();
  });

  it('answers with the rights of the token owner: an outsider reaches nothing of the workspace', async () => {
    const { token } = await tokenOf(org.outsider, 'READ_WRITE');
    const client = await connect(token);
    for (const [name, args] of [
      ['list_team_goals', { teamId: org.teamId }],
      ['get_report', { reportId: fixtures.reportId }],
      ['get_feedback', { feedbackId: fixtures.feedbackId }],
      ['read_note', { noteId: fixtures.noteId }],
      ['list_feedback', { workspaceId: org.workspaceId, box: 'received' }],
      ['get_public_todos', { userId: org.member.user.id }],
      ['get_todos_range', { startDate: today, endDate: today, userId: org.member.user.id }],
    ] as const) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).not.toContain('Launch beta');
    }
    const notes = await client.callTool({ name: 'search_notes', arguments: { query: 'retro' } });
    expect(notes.structuredContent).toMatchObject({ total: 0 });
    const people = await client.callTool({ name: 'find_user_id', arguments: { name: org.member.user.name } });
    expect(people.structuredContent).toEqual({ users: [] });
    await client.close();
  });

  it('refuses a missing, a session or a revoked token with 401', async () => {
    const post = (authorization?: string) =>
      fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await post()).status).toBe(401);
    expect((await post(`Bearer ${org.owner.token}`)).status).toBe(401);
    const { token, personalAccessToken } = await tokenOf(org.owner, 'READ');
    const client = await connect(token);
    await app.gqlOk(
      `mutation($id: UUID!) { revokePersonalAccessToken(id: $id) { id } }`,
      { id: personalAccessToken.id },
      { token: org.owner.token },
    );
    await expect(client.listTools()).rejects.toThrow(/401|token/i);
    const refused = await post(`Bearer ${token}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Bearer');
  });
});
