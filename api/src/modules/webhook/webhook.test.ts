import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../jobs/scheduler.js';
import { createLogger } from '../../logger.js';
import { createGoal } from '../../test/goal-factories.js';
import { buildOrganisation, type Organisation } from '../../test/org-factories.js';
import { TestApp } from '../../test/test-app.js';
import { createTodo } from '../../test/todo-factories.js';
import { verifyWebhookSignature } from './webhook-signature.js';

/**
 * Webhooks end to end against a real local HTTP receiver, with two API instances on one database,
 * each running the background jobs (pg-boss): every change is delivered once, signed.
 */
interface Received {
  /** The path and query the endpoint was registered with (tells endpoints apart). */
  path: string;
  id: string;
  timestamp: number;
  signature: string;
  body: string;
  json: {
    id: string;
    type: string;
    workspaceId: string;
    subject: { kind: string; id: string };
    data: Record<string, unknown> | null;
  };
}

/** A receiver that records every request and answers the status its `answer` gives (200 unless told). */
function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => number = () => 200;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request: Received = {
        path: req.url ?? '',
        id: String(req.headers['quarter-webhook-id']),
        timestamp: Number(req.headers['quarter-webhook-timestamp']),
        signature: String(req.headers['quarter-webhook-signature']),
        body,
        json: JSON.parse(body) as Received['json'],
      };
      received.push(request);
      res.writeHead(answer(request)).end();
    });
  });
  return {
    received,
    answerWith: (fn: (request: Received) => number) => (answer = fn),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled } } }`;
const ENDPOINTS = `query($w: UUID!) { webhookEndpoints(workspaceId: $w) { id enabled consecutiveFailures disabledReason } }`;
const DELIVERIES = `query($e: UUID!) { webhookDeliveries(endpointId: $e) { total items { id eventType status attempts responseStatus responseMs error } } }`;

async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let first: TestApp;
let second: TestApp;
const jobs: Jobs[] = [];
let org: Organisation;
const receiver = startReceiver();
let receiverUrl = '';

beforeAll(async () => {
  // Instances behind one load balancer share the JWT secret and the database (no Redis needed here).
  const env = { JWT_SECRET: 'shared-secret-of-both-instances-0123456789' };
  first = await TestApp.start(env);
  second = await TestApp.start(env, first);
  const logger = createLogger('silent');
  for (const app of [first, second]) {
    jobs.push(
      await startJobs(app.databaseUrl, app.app.services, logger, {
        retryDelaySeconds: 1,
        runnerFor: app.app.runnerFor,
      }),
    );
  }
  org = await buildOrganisation(first);
  receiverUrl = await receiver.listen();
}, 60_000);

afterAll(async () => {
  for (const job of jobs) await job.stop();
  await receiver.close();
  await second?.close();
  await first?.close();
});

async function register(events: string[], url = `${receiverUrl}?endpoint=${Math.random().toString(36).slice(2)}`) {
  const { createWebhookEndpoint } = await first.gqlOk(
    CREATE_ENDPOINT,
    { input: { workspaceId: org.workspaceId, url, events } },
    { token: org.owner.token },
  );
  return createWebhookEndpoint as { secret: string; endpoint: { id: string } };
}

describe('webhooks', () => {
  it('deliver each change once, signed, with two instances running the jobs', async () => {
    const { secret, endpoint } = await register(['GOAL_CREATED', 'GOAL_CHANGED', 'TODO_CREATED']);
    expect(secret).toMatch(/^whsec_/);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the other instance learns of the first endpoint within a second
    const goalId = await createGoal(second, org.member.token, { teamId: org.teamId, title: 'Ship the beta' });
    const todoId = await createTodo(first, org.member.token, {
      goalId,
      title: 'Write the release notes',
      isPublic: true,
    });

    await waitFor('the goal delivery', () => receiver.received.some((r) => r.json.subject.id === goalId));
    await waitFor('the to-do delivery', () => receiver.received.some((r) => r.json.subject.id === todoId));
    await new Promise((resolve) => setTimeout(resolve, 3000)); // time for a second delivery, if there were one
    const mine = receiver.received.filter((r) => [goalId, todoId].includes(r.json.subject.id));
    expect(mine.map((r) => r.json.type).sort()).toEqual(['goal.created', 'todo.created']);
    expect(new Set(mine.map((r) => r.id)).size).toBe(2);
    for (const request of mine) {
      expect(verifyWebhookSignature(secret, request.timestamp, request.body, request.signature)).toBe(true);
      expect(
        verifyWebhookSignature(secret, request.timestamp, request.body.replace('Ship', 'Sink'), request.signature),
      ).toBe(false);
      expect(request.json.workspaceId).toBe(org.workspaceId);
    }
    expect(mine.find((r) => r.json.type === 'todo.created')!.json.data).toMatchObject({
      id: todoId,
      title: 'Write the release notes',
      goal: { id: goalId },
    });

    const { webhookDeliveries } = await first.gqlOk(DELIVERIES, { e: endpoint.id }, { token: org.owner.token });
    expect(webhookDeliveries.items.filter((d: { status: string }) => d.status === 'SUCCEEDED')).toHaveLength(2);
    expect(webhookDeliveries.items[0]).toMatchObject({
      attempts: 1,
      responseStatus: 200,
      responseMs: expect.any(Number),
    });
  });

  it('follow the API privacy rules: a private to-do is never sent, a feedback between others goes without content', async () => {
    // Registered by the admin, who is neither party to the feedback below nor its reader through the API.
    const { createWebhookEndpoint } = await first.gqlOk(
      CREATE_ENDPOINT,
      {
        input: {
          workspaceId: org.workspaceId,
          url: `${receiverUrl}?endpoint=admin`,
          events: ['TODO_CREATED', 'FEEDBACK_CREATED'],
        },
      },
      { token: org.admin.token },
    );
    expect(createWebhookEndpoint.endpoint.id).toBeTruthy();
    const privateTodo = await createTodo(first, org.member.token, { title: 'Secret interview', isPublic: false });
    const { sendFeedback } = await first.gqlOk(
      `mutation($w: UUID!, $to: UUID!) { sendFeedback(input: { workspaceId: $w, receiverId: $to, content: "Loved the design review" }) { id } }`,
      { w: org.workspaceId, to: org.owner.user.id },
      { token: org.member.token },
    );
    const feedback = await waitFor('the feedback delivery', () =>
      receiver.received.find((r) => r.path.endsWith('endpoint=admin') && r.json.subject.id === sendFeedback.id),
    );
    expect(feedback.json).toMatchObject({ type: 'feedback.created', data: null });
    expect(feedback.body).not.toContain('Loved the design review');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      receiver.received.some((r) => r.json.subject.id === privateTodo || r.body.includes('Secret interview')),
    ).toBe(false);
  });

  it('retry a failed delivery with the same delivery id, and log each attempt', async () => {
    const endpointTag = 'endpoint=retry';
    const { endpoint } = await register(['GOAL_CHANGED'], `${receiverUrl}?${endpointTag}`);
    const seen = new Set<string>();
    receiver.answerWith((request) => {
      if (request.json.type !== 'goal.changed' || seen.has(request.id)) return 200;
      seen.add(request.id);
      return 503;
    });
    const goalId = await createGoal(first, org.owner.token, { teamId: org.teamId, title: 'Retry me' });
    await first.gqlOk(
      `mutation($id: UUID!) { updateGoal(id: $id, input: { title: "Retried" }) { id } }`,
      { id: goalId },
      { token: org.owner.token },
    );
    const attempts = await waitFor('the retry', () => {
      const tries = receiver.received.filter(
        (r) => r.path.includes(endpointTag) && r.json.type === 'goal.changed' && r.json.subject.id === goalId,
      );
      return tries.length >= 2 ? tries : null;
    });
    expect(new Set(attempts.map((r) => r.id)).size).toBe(1);
    const log = await waitFor('the logged success', async () => {
      const { webhookDeliveries } = await first.gqlOk(DELIVERIES, { e: endpoint.id }, { token: org.owner.token });
      return webhookDeliveries.items.find((d: { status: string }) => d.status === 'SUCCEEDED');
    });
    expect(log).toMatchObject({ eventType: 'GOAL_CHANGED', attempts: 2, responseStatus: 200 });
    receiver.answerWith(() => 200);
  });

  it('disable an endpoint after repeated failures, until an admin enables it again', async () => {
    const failing = startReceiver();
    failing.answerWith(() => 500);
    const { endpoint } = await register(['TODO_CREATED'], await failing.listen());
    const goalId = await createGoal(first, org.member.token, { teamId: org.teamId, title: 'Many to-dos' });
    for (let i = 0; i < 10; i += 1) await createTodo(first, org.member.token, { goalId, title: `Step ${i}` });
    const disabled = await waitFor(
      'the endpoint disabled',
      async () => {
        const { webhookEndpoints } = await first.gqlOk(ENDPOINTS, { w: org.workspaceId }, { token: org.owner.token });
        return webhookEndpoints.find((e: { id: string; enabled: boolean }) => e.id === endpoint.id && !e.enabled);
      },
      30_000,
    );
    expect(disabled.disabledReason).toBe('FAILURES');
    expect(disabled.consecutiveFailures).toBeGreaterThanOrEqual(10); // deliveries in flight when it was disabled still count
    const { setWebhookEndpointEnabled } = await first.gqlOk(
      `mutation($id: UUID!) { setWebhookEndpointEnabled(id: $id, enabled: true) { enabled consecutiveFailures disabledReason } }`,
      { id: endpoint.id },
      { token: org.owner.token },
    );
    expect(setWebhookEndpointEnabled).toEqual({ enabled: true, consecutiveFailures: 0, disabledReason: null });
    await failing.close();
  }, 60_000);

  it('take https addresses (plain http to this machine only outside production), chosen events, and admins only', async () => {
    const input = (over: Record<string, unknown>) => ({
      input: { workspaceId: org.workspaceId, url: 'https://hooks.example.com/q', events: ['TODO_CREATED'], ...over },
    });
    const reason = async (over: Record<string, unknown>, token = org.owner.token) =>
      (await first.gql(CREATE_ENDPOINT, input(over), { token })).errors?.[0]?.extensions?.reason;
    expect(await reason({ url: 'http://hooks.example.com/q' })).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(await reason({ url: 'not a url' })).toBe('WEBHOOK_URL_INVALID');
    expect(await reason({ events: [] })).toBe('SELECTION_REQUIRED');
    expect(await reason({}, org.member.token)).toBe('ADMIN_ONLY');
    expect(await reason({}, org.outsider.token)).toBe('NOT_A_MEMBER');
    const { webhookEndpoints } = await first.gqlOk(
      `query($w: UUID!) { webhookEndpoints(workspaceId: $w) { id url } }`,
      { w: org.workspaceId },
      { token: org.admin.token },
    );
    expect(JSON.stringify(webhookEndpoints)).not.toContain('whsec_');
  });
});
