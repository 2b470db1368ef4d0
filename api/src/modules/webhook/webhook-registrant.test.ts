import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoal } from '../../test/goal-factories.js';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { ADD_MEMBER, buildOrganisation, type Organisation } from '../../test/org-factories.js';
import { TestApp } from '../../test/test-app.js';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { dispatchPending } from './webhook-dispatch.js';
import { sendDelivery } from './webhook-sender.js';
import { WebhookDelivery } from './webhook.entity.js';

/**
 * An endpoint whose registering admin is no longer an admin (removed, demoted, account deleted) is
 * disabled (REGISTRANT_LEFT) and sends nothing read with their access, not even a delivery queued
 * before the change; another admin who enables it again takes it over. The jobs' two steps
 * (dispatch, send) are run by hand here, so that each step's order is the test's.
 */
const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`;
const ENDPOINTS = `query($w: UUID!) { webhookEndpoints(workspaceId: $w) { id enabled disabledReason registeredBy { id } } }`;
const ENABLE = `mutation($id: UUID!) { setWebhookEndpointEnabled(id: $id, enabled: true) { enabled disabledReason registeredBy { id } } }`;

let app: TestApp;
let org: Organisation;
const received: { path: string; body: string }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ path: req.url ?? '', body });
    res.writeHead(200).end();
  });
});
let receiverUrl = '';

beforeAll(async () => {
  app = await TestApp.start();
  org = await buildOrganisation(app);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await app?.close();
});

async function newAdmin(): Promise<SignedInUser> {
  const admin = await signedInUser(app);
  await app.gqlOk(
    ADD_MEMBER,
    { workspaceId: org.workspaceId, email: admin.email, role: WorkspaceRole.ADMIN },
    { token: org.owner.token },
  );
  return admin;
}

async function register(admin: SignedInUser, tag: string): Promise<string> {
  const input = { workspaceId: org.workspaceId, url: `${receiverUrl}/${tag}`, events: ['GOAL_CREATED'] };
  return (await app.gqlOk(CREATE, { input }, { token: admin.token })).createWebhookEndpoint.endpoint.id;
}

async function endpointState(id: string) {
  const { webhookEndpoints } = await app.gqlOk(ENDPOINTS, { w: org.workspaceId }, { token: org.owner.token });
  return webhookEndpoints.find((endpoint: { id: string }) => endpoint.id === id);
}

/** One dispatch pass, then every delivery it made sent: what the jobs do. */
async function dispatchAndSend(): Promise<void> {
  for (const id of await dispatchPending(app.orm.em.fork()))
    await sendDelivery(app.orm.em.fork(), id, app.app.runnerFor, app.app.services.webhooks.egress);
}

const sentTo = (tag: string) => received.filter((r) => r.path === `/${tag}`);

describe('an endpoint whose registering admin is no longer one', () => {
  const changes: [string, (admin: SignedInUser) => Promise<unknown>][] = [
    [
      'removed',
      (admin) =>
        app.gqlOk(
          `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
          { w: org.workspaceId, u: admin.user.id },
          { token: org.owner.token },
        ),
    ],
    [
      'demoted',
      (admin) =>
        app.gqlOk(
          `mutation($w: UUID!, $u: UUID!) { changeWorkspaceMemberRole(workspaceId: $w, userId: $u, role: MEMBER) { role } }`,
          { w: org.workspaceId, u: admin.user.id },
          { token: org.owner.token },
        ),
    ],
    ['account-deleted', (admin) => app.gqlOk(`mutation { deleteAccount }`, {}, { token: admin.token })],
  ];
  for (const [change, apply] of changes) {
    it(`is disabled (REGISTRANT_LEFT) and sends nothing once the admin is ${change}`, async () => {
      const admin = await newAdmin();
      const endpointId = await register(admin, change);
      await apply(admin);
      expect(await endpointState(endpointId)).toEqual({
        id: endpointId,
        enabled: false,
        disabledReason: 'REGISTRANT_LEFT',
        registeredBy: change === 'account-deleted' ? null : { id: admin.user.id },
      });
      await createGoal(app, org.member.token, { teamId: org.teamId, title: `After the admin was ${change}` });
      await dispatchAndSend();
      expect(sentTo(change)).toEqual([]);
    });
  }

  it('skips a delivery queued before the admin was removed, and disables the endpoint at send time', async () => {
    const admin = await newAdmin();
    const endpointId = await register(admin, 'queued');
    await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Queued while an admin' });
    const deliveryIds = await dispatchPending(app.orm.em.fork());
    // Straight in the database, as no resolver would: the check at send time does not depend on the path.
    await app.orm.em
      .getKnex()('workspace_member')
      .where({ workspace_id: org.workspaceId, user_id: admin.user.id })
      .update({ role: WorkspaceRole.MEMBER });
    for (const id of deliveryIds)
      await sendDelivery(app.orm.em.fork(), id, app.app.runnerFor, app.app.services.webhooks.egress);
    expect(sentTo('queued')).toEqual([]);
    const [delivery] = await app.orm.em.fork().find(WebhookDelivery, { endpoint: endpointId });
    expect(delivery).toMatchObject({
      status: 'SKIPPED',
      attempts: 0,
      error: expect.stringContaining('no longer an admin'),
    });
    expect((await app.orm.em.getKnex()('webhook_endpoint').where({ id: endpointId }).first()).disabled_reason).toBe(
      'REGISTRANT_LEFT',
    );
  });

  it('is taken over by the admin who enables it again, and sends with their access', async () => {
    const admin = await newAdmin();
    const endpointId = await register(admin, 'handed-over');
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: org.workspaceId, u: admin.user.id },
      { token: org.owner.token },
    );
    expect((await endpointState(endpointId)).disabledReason).toBe('REGISTRANT_LEFT');
    expect(await app.gql(ENABLE, { id: endpointId }, { token: admin.token })).toMatchObject({
      errors: [{ extensions: { code: 'FORBIDDEN' } }],
    });

    // The owner, who is in the goal's team: the payload carries what they may read.
    const { setWebhookEndpointEnabled } = await app.gqlOk(ENABLE, { id: endpointId }, { token: org.owner.token });
    expect(setWebhookEndpointEnabled).toEqual({
      enabled: true,
      disabledReason: null,
      registeredBy: { id: org.owner.user.id },
    });
    const goalId = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Handed over' });
    await dispatchAndSend();
    expect(sentTo('handed-over').map((r) => JSON.parse(r.body).data)).toEqual([
      expect.objectContaining({ id: goalId, title: 'Handed over' }),
    ]);
  });

  it('keeps an endpoint whose registrant is still an admin, and a pause by an admin says ADMIN', async () => {
    const endpointId = await register(org.admin, 'kept');
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { changeWorkspaceMemberRole(workspaceId: $w, userId: $u, role: ADMIN) { role } }`,
      { w: org.workspaceId, u: org.member.user.id },
      { token: org.owner.token },
    );
    expect(await endpointState(endpointId)).toMatchObject({
      enabled: true,
      disabledReason: null,
      registeredBy: { id: org.admin.user.id },
    });
    const { setWebhookEndpointEnabled } = await app.gqlOk(
      `mutation($id: UUID!) { setWebhookEndpointEnabled(id: $id, enabled: false) { enabled disabledReason registeredBy { id } } }`,
      { id: endpointId },
      { token: org.owner.token },
    );
    expect(setWebhookEndpointEnabled).toEqual({
      enabled: false,
      disabledReason: 'ADMIN',
      registeredBy: { id: org.admin.user.id },
    });
  });
});
