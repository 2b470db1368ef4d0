import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { createVerifiedUser, graphql, signedInPage } from './support.js';

/** Console messages of the browser refusing something under the Content-Security-Policy. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the app and the playground work under the Content-Security-Policy: nothing refused', async ({
  browser,
  request,
}) => {
  const author = await createVerifiedUser(request, '한서진', 'ko_KR');
  const colleague = await createVerifiedUser(request, 'Mai Phương', 'vi_VN');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "CSP Lab" }) { id } }`,
    {},
    author.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  await graphql(
    request,
    `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    { w: workspaceId, e: colleague.email },
    author.token,
  );
  await graphql(
    request,
    `mutation($w: UUID!, $to: UUID!) { sendFeedback(input: { workspaceId: $w, receiverId: $to, content: "Cảm ơn!" }) { id } }`,
    { w: workspaceId, to: author.id },
    colleague.token,
  );

  const page = await signedInPage(browser, 'ko-KR', author, { live: true });
  const violations = cspViolations(page);
  // The planner (its sockets), the feedback page with the emoji picker open, the assistant's window.
  await page.goto(`/workspace/${workspaceId}/feedback`);
  await page.getByTestId('reaction-add').first().click();
  await expect(page.getByTestId('emoji-picker').locator('em-emoji-picker')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('assistant-launcher').click();
  await expect(page.getByTestId('assistant-window')).toBeVisible();
  // The playground, offline, with its editor.
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  expect(violations).toEqual([]);
});
