import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../jobs/scheduler.js';
import { createLogger } from '../../logger.js';
import { createGoal } from '../../test/goal-factories.js';
import { buildOrganisation, type Organisation } from '../../test/org-factories.js';
import { TestApp } from '../../test/test-app.js';
import { systemResolve } from './webhook-address.js';

/**
 * SSRF protection as in production (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false): an endpoint on a
 * non-public address is refused when registered, and a name that resolves to one by the time a
 * delivery is sent (DNS rebinding) fails that delivery without any connection.
 */
const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`;
const UPDATE = `mutation($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }`;
const DELIVERIES = `query($e: UUID!) { webhookDeliveries(endpointId: $e) { items { status attempts responseStatus error } } }`;

let app: TestApp;
let jobs: Jobs;
let org: Organisation;
/** What the stand-in DNS answers for rebind.example.test; other names go to the system's resolver. */
let rebindAddress = '93.184.216.34';
const received: string[] = [];
const receiver = createServer((req, res) => {
  received.push(req.url ?? '');
  req.resume();
  res.writeHead(200).end();
});
let port = 0;

beforeAll(async () => {
  app = await TestApp.start({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' });
  app.app.services.webhooks.egress.resolve = async (hostname) =>
    hostname === 'rebind.example.test' ? [{ address: rebindAddress, family: 4 }] : systemResolve(hostname);
  jobs = await startJobs(app.databaseUrl, app.app.services, createLogger('silent'), {
    retryDelaySeconds: 1,
    runnerFor: app.app.runnerFor,
  });
  org = await buildOrganisation(app);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await new Promise((resolve) => receiver.close(resolve));
  await app?.close();
});

const reasonOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.reason;

describe('webhook endpoints with private addresses refused', () => {
  it('refuse literal loopback, private, link-local and IPv4-mapped addresses, and localhost, when registered or changed', async () => {
    const urls = [
      `http://127.0.0.1:${port}/hook`,
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://localhost/hook',
    ];
    for (const url of urls) {
      const result = await app.gql(
        CREATE,
        { input: { workspaceId: org.workspaceId, url, events: ['GOAL_CREATED'] } },
        { token: org.owner.token },
      );
      expect(reasonOf(result), url).toBe('WEBHOOK_URL_PRIVATE');
      expect(result.errors?.[0]?.extensions?.field).toBe('url');
    }
    const { createWebhookEndpoint } = await app.gqlOk(
      CREATE,
      { input: { workspaceId: org.workspaceId, url: 'https://rebind.example.test/update', events: ['GOAL_CREATED'] } },
      { token: org.owner.token },
    );
    const changed = await app.gql(
      UPDATE,
      { id: createWebhookEndpoint.endpoint.id, input: { url: 'https://192.168.0.1/hook', events: ['GOAL_CREATED'] } },
      { token: org.owner.token },
    );
    expect(reasonOf(changed)).toBe('WEBHOOK_URL_PRIVATE');
    await app.gqlOk(
      `mutation($id: UUID!) { deleteWebhookEndpoint(id: $id) }`,
      { id: createWebhookEndpoint.endpoint.id },
      { token: org.owner.token },
    );
  });

  it('check the address connected to at send time: a public name that now resolves to loopback fails the delivery, unsent', async () => {
    const { createWebhookEndpoint } = await app.gqlOk(
      CREATE,
      {
        input: {
          workspaceId: org.workspaceId,
          url: `https://rebind.example.test:${port}/rebind`,
          events: ['GOAL_CREATED'],
        },
      },
      { token: org.owner.token },
    );
    rebindAddress = '127.0.0.1';
    await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Rebind me' });
    const deadline = Date.now() + 20_000;
    let items: { status: string; attempts: number; responseStatus: number | null; error: string | null }[] = [];
    while (Date.now() < deadline && !items.some((d) => d.status === 'FAILED')) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      items = (await app.gqlOk(DELIVERIES, { e: createWebhookEndpoint.endpoint.id }, { token: org.owner.token }))
        .webhookDeliveries.items;
    }
    expect(items).toEqual([
      {
        status: 'FAILED',
        attempts: 1,
        responseStatus: null,
        error: expect.stringMatching(/^AddressRefused: rebind\.example\.test resolves to 127\.0\.0\.1 \(loopback\)/),
      },
    ]);
    expect(received).toEqual([]);
  });
});
