import { expect, test } from './fixtures.js';
import { createVerifiedUser, graphql, screenshot, signedInPage, t, type Locale, expectAccessible } from './support.js';

const ko: Locale = 'ko-KR';

test('a person creates a personal access token in settings, an integration uses it, and the person revokes it', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, '토큰 주인');
  const page = await signedInPage(browser, ko, user, { path: '/auth/setting', live: true });

  await page.getByRole('tab', { name: t(ko, 'settings.tab.api') }).click();
  await expect(page).toHaveURL(/tab=api/);
  await expect(page.getByText(t(ko, 'settings.tokens.empty'))).toBeVisible();

  await page.getByRole('button', { name: t(ko, 'settings.tokens.create') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t(ko, 'settings.tokens.name')).fill('CI 동기화');
  await dialog.getByText(t(ko, 'settings.tokens.scope.read'), { exact: true }).click();
  await screenshot(page, 'ko-KR-token-create');
  await expectAccessible(page, 'ko-KR-token-create');
  await dialog.getByRole('button', { name: t(ko, 'settings.tokens.create') }).click();

  // Shown once, with a copy button; the list shows only its hint.
  const shown = page.getByTestId('new-token');
  await expect(shown).toHaveText(/^qpat_/);
  const token = (await shown.textContent())!.trim();
  await expect(page.getByTestId('token-table')).toContainText(`qpat_…${token.slice(-4)}`);
  await expect(page.getByTestId('token-table')).toContainText(t(ko, 'settings.tokens.scope.read'));
  await screenshot(page, 'ko-KR-token-shown-once');
  await expectAccessible(page, 'ko-KR-token-shown-once');
  await page.getByRole('button', { name: t(ko, 'common.done') }).click();
  await expect(shown).toBeHidden();

  // An integration reads with it; a read token cannot write.
  const read = await request.post('/graphql', {
    data: { query: '{ me { name } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await read.json()).data.me.name).toBe('토큰 주인');
  expect(read.headers()['ratelimit-limit']).toBeTruthy();
  const write = await request.post('/graphql', {
    data: { query: 'mutation { updateProfile(input: { name: "x" }) { name } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(write.status()).toBe(403);

  // The playground (issue 18): it opens on the common jobs; with the token in its field, "my day"
  // shows the to-do planned today (made by the app's session: the token only reads).
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await graphql(
    request,
    `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
    { input: { title: '계약서 검토', plan: { date: today, blocks: [36, 37, 38] } } },
    user.token,
  );
  const playground = await page.context().newPage();
  await playground.setViewportSize({ width: 1440, height: 900 });
  await playground.goto('/graphiql');
  const tabs = playground.locator('.graphiql-tab');
  await expect(tabs).toHaveText([/^MyDay/, /^CreateAndPlanTodo/, /^MyNotifications/]);
  await playground.getByPlaceholder(/personal access token/).fill(token);
  await expect(playground.locator('.q-status')).toHaveText('Token set');
  await expect(playground.locator('.graphiql-query-editor')).toContainText('query MyDay');
  const response = playground.locator('.graphiql-response');
  // The editor may still be starting when it first shows: run again until an answer comes.
  await expect(async () => {
    await playground.getByRole('button', { name: /^Execute query/ }).click();
    await expect(response).toContainText('"plannerDay"', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(response).toContainText('계약서 검토');
  await expect(response).toContainText('"blocks": [');
  await expect(response).toContainText(`"plannerDate": "${today}"`);
  await screenshot(playground, 'graphiql-my-day-with-token');
  // GraphiQL included (client/src/graphiql/accessibility.ts and graphiql.css): its tabs are a list of
  // open operations with named close buttons, and each editor is a named text box.
  await expectAccessible(playground, 'graphiql-my-day-with-token');
  await expect(playground.getByRole('list', { name: 'Select active operation' })).toMatchAriaSnapshot(`
    - list "Select active operation":
      - listitem:
        - button "MyDay"
        - button "Close tab MyDay"
      - listitem:
        - button "CreateAndPlanTodo"
      - listitem:
        - button "MyNotifications"
  `);
  await expect(playground.getByRole('button', { name: 'MyDay', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(playground.getByRole('textbox', { name: 'Response' })).toContainText('계약서 검토');
  await expect(playground.getByRole('textbox', { name: 'Variables (JSON)' })).toContainText('"date"');
  await playground.getByRole('textbox', { name: 'Operation (GraphQL)' }).focus();
  await expect(playground.getByRole('textbox', { name: 'Operation (GraphQL)' })).toBeFocused();
  await screenshot(playground, 'graphiql-operation-editor-focused');
  await playground.close();

  // The list says it was used (reloaded), and the bell tells of the creation.
  await page.reload();
  await expect(page.getByTestId('token-table')).not.toContainText(t(ko, 'settings.tokens.neverUsed'));

  await page.getByRole('button', { name: t(ko, 'settings.tokens.revokeName', { name: 'CI 동기화' }) }).click();
  await screenshot(page, 'ko-KR-token-revoke-confirm');
  await expectAccessible(page, 'ko-KR-token-revoke-confirm', { include: '[role="dialog"]' });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(ko, 'settings.tokens.revoke') })
    .click();
  await expect(page.getByText(t(ko, 'settings.tokens.empty'))).toBeVisible();
  const afterRevoke = await request.post('/graphql', {
    data: { query: '{ me { name } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await afterRevoke.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  await page.context().close();
});

test('a token bound to one workspace is named in the list and reaches only that workspace', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, '연동 담당');
  const { createWorkspace } = (await graphql(
    request,
    `mutation { createWorkspace(input: { name: "영업팀 공간" }) { id } }`,
    {},
    user.token,
  )) as { createWorkspace: { id: string } };
  const page = await signedInPage(browser, ko, user, { path: '/auth/setting?tab=api', live: true });

  await page.getByRole('button', { name: t(ko, 'settings.tokens.create') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t(ko, 'settings.tokens.name')).fill('영업 리포트 연동');
  await dialog.getByRole('combobox', { name: t(ko, 'settings.tokens.workspace') }).click();
  await page.getByRole('option', { name: '영업팀 공간' }).click();
  await expect(dialog.getByText(t(ko, 'settings.tokens.workspaceHint'))).toBeVisible();
  await screenshot(page, 'ko-KR-token-create-bound');
  await expectAccessible(page, 'ko-KR-token-create-bound', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: t(ko, 'settings.tokens.create') }).click();

  const token = (await page.getByTestId('new-token').textContent())!.trim();
  await page.getByRole('button', { name: t(ko, 'common.done') }).click();
  await expect(page.getByTestId('token-table')).toContainText('영업팀 공간');
  await screenshot(page, 'ko-KR-token-list-bound');

  const inside = await request.post('/graphql', {
    data: { query: 'query($w: UUID!) { workspace(id: $w) { name } }', variables: { w: createWorkspace.id } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await inside.json()).data.workspace.name).toBe('영업팀 공간');
  const outside = await request.post('/graphql', {
    data: { query: '{ plannerDay(date: "2026-11-24") { id } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(outside.status()).toBe(403);
  expect((await outside.json()).errors[0].extensions.reason).toBe('TOKEN_WORKSPACE_BOUND');
  await page.context().close();
});
