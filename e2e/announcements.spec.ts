import { expect, test } from './fixtures.js';
import { createVerifiedUser, expectAccessible, graphql, screenshot, signedInPage, t, type Locale } from './support.js';

test('an owner announces to the members from the workspace settings: the limits shown, a toast, the bell with the message below', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const en: Locale = 'en-US';
  const owner = await createVerifiedUser(request, '정하은', 'ko_KR');
  const member = await createVerifiedUser(request, 'Daniel Lee', 'en_US');
  const { createWorkspace } = (await graphql(
    request,
    `mutation { createWorkspace(input: { name: "공지 테스트" }) { id } }`,
    {},
    owner.token,
  )) as { createWorkspace: { id: string } };
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: createWorkspace.id, e: member.email },
    owner.token,
  );
  const memberPage = await signedInPage(browser, en, member, { live: true });

  const ownerPage = await signedInPage(browser, ko, owner, {
    path: `/workspace/${createWorkspace.id}/setting`,
    live: true,
  });
  const card = ownerPage.getByTestId('workspace-announcement');
  await expect(card).toContainText('100');
  await expect(card.getByTestId('announcements-left')).toHaveText('오늘 3번 더 보낼 수 있습니다.');
  await card.getByRole('button', { name: t(ko, 'workspace.announcement.send') }).click();
  await expect(card).toContainText(t(ko, 'error.titleRequired'));
  await card.getByLabel(t(ko, 'workspace.announcement.titleLabel')).fill('금요일은 <휴무>입니다');
  await card
    .getByLabel(t(ko, 'workspace.announcement.bodyLabel'))
    .fill('다음 주 월요일에 만나요.\n좋은 주말 보내세요.');
  await card.getByRole('button', { name: t(ko, 'workspace.announcement.send') }).click();
  await expect(ownerPage.getByText('멤버 1명에게 공지를 보냈습니다.')).toBeVisible();
  await expect(card.getByTestId('announcements-left')).toHaveText('오늘 2번 더 보낼 수 있습니다.');
  await expect(card.getByLabel(t(ko, 'workspace.announcement.titleLabel'))).toHaveValue('');
  await screenshot(ownerPage, 'ko-KR-workspace-announcement');
  await expectAccessible(ownerPage, 'ko-KR-workspace-announcement');

  // The member's bell, live: who announced to which workspace, the title, and the message below it.
  await expect(memberPage.getByTestId('notification-badge')).toHaveText('1');
  await memberPage.getByTestId('notification-bell').click();
  const item = memberPage.getByTestId('notification-item').first();
  await expect(item).toHaveAttribute('data-type', 'system_announcement');
  await expect(item).toContainText('정하은 announced to 공지 테스트: 금요일은 ‹휴무›입니다');
  await expect(item.getByTestId('notification-body')).toHaveText('다음 주 월요일에 만나요.\n좋은 주말 보내세요.');
  await screenshot(memberPage, 'en-US-announcement-in-bell');
  await expectAccessible(memberPage, 'en-US-announcement-in-bell', { include: '[data-testid="notification-panel"]' });
});
