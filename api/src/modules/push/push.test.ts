import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import type { PushPayload } from './push.service.js';
import { useTestApp } from '../../test/suite.js';

/** A local stand-in for a browser's push service: records what arrives, answers a chosen status. */
class FakePushService {
  readonly received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  status = 201;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The keys a browser makes for a subscription. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

const SUBSCRIBE = `mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) }`;

const app = useTestApp();
const pushService = new FakePushService();
beforeAll(async () => {
  await pushService.start();
});
afterAll(async () => {
  await pushService.stop();
});

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('web push', () => {
  it('serves a VAPID public key that stays the same', async () => {
    const user = await signedInUser(app);
    const first = (await app.gqlOk(`{ pushPublicKey }`, {}, { token: user.token })).pushPublicKey;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    expect((await app.gqlOk(`{ pushPublicKey }`, {}, { token: user.token })).pushPublicKey).toBe(first);
  });

  /** Subscribes the user's device and answers what it receives for the next notification, decrypted. */
  async function pushedTo(
    user: Awaited<ReturnType<typeof signedInUser>>,
    notify: () => Promise<unknown>,
  ): Promise<PushPayload> {
    const keys = browserKeys();
    const path = `/push/${user.user.id}`;
    await app.gqlOk(
      SUBSCRIBE,
      { input: { endpoint: `${pushService.url}${path}`, p256dh: keys.p256dh, auth: keys.auth } },
      { token: user.token },
    );
    await notify();
    await waitFor(() => pushService.received.some((r) => r.path === path));
    const arrived = pushService.received.find((r) => r.path === path)!;
    return JSON.parse(
      decrypt(arrived.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authSecret }).toString(
        'utf8',
      ),
    ) as PushPayload;
  }

  it("says what happened in the receiver's language: a comment in en-US, a planner request in ko-KR", async () => {
    const actor = await signedInUser(app, { name: 'Mina Park' });
    const english = await signedInUser(app, { language: 'en-US' });
    const comment = await pushedTo(english, () =>
      app.app.services.notifications.notify({
        type: 'comment',
        actorId: actor.user.id,
        recipientIds: [english.user.id],
        content: { goal_id: 'g', parent_title: 'Launch', comment_text: 'Looks good' },
      }),
    );
    expect(comment.message).toBe('Mina Park commented on “Launch”: Looks good');

    const korean = await signedInUser(app, { language: 'ko-KR' });
    const request = await pushedTo(korean, () =>
      app.app.services.notifications.notify({
        type: 'plan_request',
        actorId: actor.user.id,
        recipientIds: [korean.user.id],
        content: { team_id: 't', team_name: '플랫폼' },
      }),
    );
    expect(request.message).toBe('[플랫폼] Mina Park님이 플래너 업데이트를 요청했습니다.');
  });

  it("carries an owner's announcement to a member's device: who, which workspace, the title, then the body, in their language", async () => {
    const owner = await signedInUser(app, { name: 'Mina Park' });
    const member = await signedInUser(app, { language: 'en-US' });
    const workspaceId = (
      await app.gqlOk(`mutation { createWorkspace(input: { name: "Acme" }) { id } }`, {}, { token: owner.token })
    ).createWorkspace.id;
    await app.gqlOk(
      `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
      { w: workspaceId, e: member.email },
      { token: owner.token },
    );
    const ANNOUNCE = `mutation($w: UUID!) { announceToWorkspace(workspaceId: $w, input: { title: "Office <closed> on Friday", body: "Enjoy the long weekend." }) { recipientCount } }`;
    const push = await pushedTo(member, () => app.gqlOk(ANNOUNCE, { w: workspaceId }, { token: owner.token }));
    expect(push).toMatchObject({
      type: 'system_announcement',
      message: 'Mina Park announced to Acme: Office ‹closed› on Friday\nEnjoy the long weekend.',
    });
  });

  it('pushes each new notification, encrypted for the device, signed with VAPID, with the spec payload', async () => {
    const user = await signedInUser(app, { language: 'ko-KR' });
    const actor = await signedInUser(app, { name: '한지민' });
    const keys = browserKeys();
    const endpoint = `${pushService.url}/push/${user.user.id}`;
    expect(
      await app.gqlOk(SUBSCRIBE, { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth } }, { token: user.token }),
    ).toEqual({ subscribePush: true });

    const [notification] = await app.app.services.notifications.notify({
      type: 'plan_request',
      actorId: actor.user.id,
      recipientIds: [user.user.id],
      content: { team_id: 't', team_name: 'Platform' },
      related: { type: 'team', id: '22222222-2222-4222-8222-222222222222' },
    });
    await waitFor(() => pushService.received.some((r) => r.path === `/push/${user.user.id}`));
    const arrived = pushService.received.find((r) => r.path === `/push/${user.user.id}`)!;
    expect(arrived.headers['content-encoding']).toBe('aes128gcm');
    expect(String(arrived.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(
      decrypt(arrived.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authSecret }).toString(
        'utf8',
      ),
    ) as PushPayload;
    expect(payload).toEqual({
      userId: user.user.id,
      message: '[Platform] 한지민님이 플래너 업데이트를 요청했습니다.',
      type: 'plan_request',
      data: {
        notificationId: notification.id,
        relatedId: '22222222-2222-4222-8222-222222222222',
        relatedType: 'team',
        content: expect.objectContaining({ team_name: 'Platform', actor_name: '한지민' }),
      },
    });
  });

  it('forgets a subscription the push service says is gone, and unsubscribes on request', async () => {
    const user = await signedInUser(app);
    const keys = browserKeys();
    const endpoint = `${pushService.url}/gone/${user.user.id}`;
    await app.gqlOk(SUBSCRIBE, { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth } }, { token: user.token });
    pushService.status = 410;
    try {
      const [notification] = await app.app.services.notifications.notify({
        type: 'system_announcement',
        actorId: null,
        recipientIds: [user.user.id],
        content: {},
      });
      expect(await app.app.services.push.pushNotification(notification)).toBe(0);
    } finally {
      pushService.status = 201;
    }
    const left = await app.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from push_subscription where endpoint = ?`, [endpoint]);
    expect(left[0].n).toBe(0);

    await app.gqlOk(SUBSCRIBE, { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth } }, { token: user.token });
    expect(
      await app.gqlOk(
        `mutation($e: String!) { unsubscribePush(endpoint: $e) }`,
        { e: endpoint },
        { token: user.token },
      ),
    ).toEqual({ unsubscribePush: true });
    expect(
      await app.gqlOk(
        `mutation($e: String!) { unsubscribePush(endpoint: $e) }`,
        { e: endpoint },
        { token: user.token },
      ),
    ).toEqual({ unsubscribePush: false });
  });

  it('refuses an endpoint that is not a URL', async () => {
    const user = await signedInUser(app);
    const result = await app.gql(
      SUBSCRIBE,
      { input: { endpoint: 'javascript:alert(1)', p256dh: 'x', auth: 'y' } },
      { token: user.token },
    );
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_ENDPOINT' });
  });
});
