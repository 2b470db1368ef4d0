import { expect, test } from './fixtures.js';
import { createVerifiedUser, graphql, expectAccessible, screenshot, signedInPage, t, type Locale } from './support.js';

test('the bell shows new notifications live, filters, loads more as it scrolls and marks all read', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, '최유진', 'ko_KR');
  const minji = await createVerifiedUser(request, '이민지', 'ko_KR');
  const david = await createVerifiedUser(request, 'David Kim', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "알림 테스트" }) { id } }`,
    {},
    owner.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;

  const minjiPage = await signedInPage(browser, ko, minji, { live: true });
  const davidPage = await signedInPage(browser, en, david, { live: true });
  await expect(minjiPage.getByTestId('notification-badge')).toHaveCount(0);

  // An invitation reaches both bells without a reload.
  await graphql(
    request,
    `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    { input: { workspaceId, emails: `${minji.email}, ${david.email}` } },
    owner.token,
  );
  await expect(minjiPage.getByTestId('notification-badge')).toHaveText('1');
  await expect(davidPage.getByTestId('notification-badge')).toHaveText('1');
  await minjiPage.getByTestId('notification-bell').click();
  await expect(minjiPage.getByTestId('notification-item').first()).toHaveAttribute('data-type', 'workspace_invite');
  await screenshot(minjiPage, 'ko-KR-notifications-live');
  await expectAccessible(minjiPage, 'ko-KR-notifications-live');

  // David joins a team; the owner asks him 25 times to update his planner.
  const { acceptInvitation } = await graphql(request, `{ notifications { items { content } } }`, {}, david.token).then(
    async (data) => {
      const invitationId = (data.notifications as { items: { content: { invitation_id: string } }[] }).items[0].content
        .invitation_id;
      return graphql(
        request,
        `mutation($id: UUID!) { acceptInvitation(id: $id) { id } }`,
        { id: invitationId },
        david.token,
      );
    },
  );
  expect(acceptInvitation).toBeTruthy();
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!, $u: UUID!) { createTeam(input: { workspaceId: $w, name: "Mobile", memberIds: [$u] }) { id } }`,
    { w: workspaceId, u: david.id },
    owner.token,
  );
  const teamId = (createTeam as { id: string }).id;
  for (let i = 0; i < 25; i += 1) {
    await graphql(
      request,
      `mutation($t: UUID!, $u: UUID!) { requestPlannerUpdate(teamId: $t, userId: $u) }`,
      { t: teamId, u: david.id },
      owner.token,
    );
  }
  await expect(davidPage.getByTestId('notification-badge')).toHaveText('27');

  // The list loads 10 at a time as it is scrolled to its bottom.
  await davidPage.getByTestId('notification-bell').click();
  const items = davidPage.getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  await screenshot(davidPage, 'en-US-notifications-open');
  await expectAccessible(davidPage, 'en-US-notifications-open', { include: '[data-testid="notification-panel"]' });
  const list = davidPage.getByTestId('notification-list');
  for (const expected of [20, 27]) {
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(items).toHaveCount(expected);
  }

  // Reading one dims it and lowers the count; the unread filter and mark-all-read follow.
  await items.first().getByRole('button').first().click();
  await expect(davidPage).toHaveURL(/\/planner$/);
  await expect(davidPage.getByTestId('notification-badge')).toHaveText('26');
  await davidPage.getByTestId('notification-bell').click();
  await davidPage.getByTestId('notification-filter').getByText(t(en, 'notification.filter.unread')).click();
  await expect(davidPage.getByTestId('notification-filter-unread-count')).toHaveText('26');
  await davidPage.getByTestId('notification-mark-all').click();
  await expect(davidPage.getByTestId('notification-badge')).toHaveCount(0);
  await expect(davidPage.getByTestId('notification-empty')).toBeVisible();
  await screenshot(davidPage, 'en-US-notifications-all-read');
  await expectAccessible(davidPage, 'en-US-notifications-all-read', { include: '[data-testid="notification-panel"]' });

  // Push notifications are switched per device from the settings' notifications tab. Chromium builds
  // differ: Debian's leaves the permission to ask (the device is off, with a button to turn it on);
  // the one npm brings has notifications blocked, which the page must say instead.
  await davidPage.goto('/auth/setting');
  await davidPage.getByRole('tab', { name: t(en, 'settings.tab.notifications') }).click();
  if (
    (await davidPage.evaluate(
      () => (globalThis as unknown as { Notification: { permission: string } }).Notification.permission,
    )) === 'denied'
  ) {
    await expect(davidPage.getByTestId('push-device')).toContainText(t(en, 'settings.push.state.denied'));
  } else {
    await expect(davidPage.getByTestId('push-device')).toContainText(t(en, 'settings.push.state.off'));
    await expect(davidPage.getByRole('button', { name: t(en, 'settings.push.turnOn') })).toBeVisible();
  }
  await screenshot(davidPage, 'en-US-settings-notifications');
  await expectAccessible(davidPage, 'en-US-settings-notifications');
});
