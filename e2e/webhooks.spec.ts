import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.js';
import { createVerifiedUser, graphql, screenshot, signedInPage, t, type Locale, expectAccessible } from './support.js';

const ko: Locale = 'ko-KR';

test('a workspace admin adds a webhook endpoint, sees its secret once, and reads its delivery log', async ({
  browser,
  request,
}) => {
  // A real receiver on this machine (plain http to localhost is allowed outside production).
  const bodies: string[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/quarter`;

  const admin = await createVerifiedUser(request, '웹훅 관리자');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "연동 실험실" }) { id } }`,
    {},
    admin.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "플랫폼" }) { id } }`,
    { w: workspaceId },
    admin.token,
  );
  const page = await signedInPage(browser, ko, admin, {
    path: `/workspace/${workspaceId}/setting?tab=webhooks`,
    live: true,
  });

  await expect(page.getByText(t(ko, 'workspace.webhooks.empty'))).toBeVisible();
  await page.getByRole('button', { name: t(ko, 'workspace.webhooks.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t(ko, 'workspace.webhooks.url')).fill('http://hooks.example.com/q');
  await dialog
    .getByLabel(`${t(ko, 'workspace.webhooks.subject.goal')} ${t(ko, 'workspace.webhooks.event.created')}`)
    .check();
  await dialog.getByRole('button', { name: t(ko, 'workspace.webhooks.add') }).click();
  await expect(dialog.getByRole('alert')).toContainText(t(ko, 'error.webhookUrlNotHttps'));
  await dialog.getByLabel(t(ko, 'workspace.webhooks.url')).fill(hookUrl);
  await screenshot(page, 'ko-KR-webhook-form');
  await expectAccessible(page, 'ko-KR-webhook-form');
  await dialog.getByRole('button', { name: t(ko, 'workspace.webhooks.add') }).click();

  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expect(page.getByTestId('webhook-endpoint')).toContainText(hookUrl);
  await expect(page.getByTestId('webhook-endpoint')).toContainText(t(ko, 'workspace.webhooks.active'));

  // A goal created through the API reaches the receiver, and the log says so.
  await graphql(
    request,
    `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "연동 출시" }) { id } }`,
    { t: (createTeam as { id: string }).id },
    admin.token,
  );
  await expect.poll(() => bodies.some((body) => body.includes('연동 출시')), { timeout: 20_000 }).toBe(true);
  await page.getByRole('button', { name: t(ko, 'workspace.webhooks.showLog') }).click();
  await expect(page.getByTestId('webhook-deliveries')).toContainText(t(ko, 'workspace.webhooks.status.succeeded'));
  await expect(page.getByTestId('webhook-deliveries')).toContainText('goal.created');
  await screenshot(page, 'ko-KR-webhook-log');
  await expectAccessible(page, 'ko-KR-webhook-log');

  await page.getByRole('button', { name: t(ko, 'workspace.webhooks.pause') }).click();
  await expect(page.getByTestId('webhook-endpoint')).toContainText(t(ko, 'workspace.webhooks.paused'));
  await page.context().close();
  receiver.close();
});

test('an endpoint whose registering admin was removed shows why it stopped, and the admin who enables it takes it over', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, 'Olivia Owner', 'en_US');
  const leaver = await createVerifiedUser(request, 'Lee Leaver', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Integrations lab" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e, role: ADMIN) { id } }`,
    { w: workspaceId, e: leaver.email },
    owner.token,
  );
  // Registered by an admin who then leaves: nothing is sent with their access any more.
  await graphql(
    request,
    `mutation($w: UUID!) { createWebhookEndpoint(input: { workspaceId: $w, url: "http://127.0.0.1:9/left", events: [GOAL_CREATED] }) { secret } }`,
    { w: workspaceId },
    leaver.token,
  );
  await graphql(
    request,
    `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
    { w: workspaceId, u: leaver.id },
    owner.token,
  );

  const page = await signedInPage(browser, en, owner, {
    path: `/workspace/${workspaceId}/setting?tab=webhooks`,
    live: true,
  });
  const card = page.getByTestId('webhook-endpoint');
  await expect(card).toContainText(t(en, 'workspace.webhooks.registrantLeft'));
  await expect(card).toContainText(t(en, 'workspace.webhooks.registrantLeftBody', { name: 'Lee Leaver' }));
  await expect(card).toContainText(t(en, 'workspace.webhooks.enableTakesOver'));
  await screenshot(page, 'en-US-webhook-registrant-left');
  await expectAccessible(page, 'en-US-webhook-registrant-left');

  await card.getByRole('button', { name: t(en, 'workspace.webhooks.enable') }).click();
  await expect(card).toContainText(t(en, 'workspace.webhooks.active'));
  await expect(card).toContainText(t(en, 'workspace.webhooks.sentAs', { name: 'Olivia Owner' }));
  await screenshot(page, 'en-US-webhook-taken-over');
  await page.context().close();
});
