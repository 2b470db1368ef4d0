import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { createVerifiedUser, graphql, signedInPage, t } from './support.js';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the content area to its end, then holds the control clear of the assistant's floating button. */
async function expectClearOfLauncher(page: Page, control: Locator): Promise<void> {
  await control.waitFor();
  await page.locator('#main-content').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
  await expect(control).toBeInViewport({ ratio: 1 });
  const launcher = (await page.getByTestId('assistant-launcher').boundingBox())!;
  const box = (await control.boundingBox())!;
  expect(overlap(launcher, box), `launcher ${JSON.stringify(launcher)} over ${JSON.stringify(box)}`).toBe(false);
  // Nothing lies on the control's centre: a click there reaches it.
  const reached = await control.evaluate(
    (element, point) => element.contains(element.ownerDocument.elementFromPoint(point.x, point.y)),
    {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    },
  );
  expect(reached).toBe(true);
}

test('the last controls at the bottom right of long pages scroll clear of the assistant’s floating button', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Flo Button', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Clearance" }) { id } }`,
    {},
    user.token,
  );
  const workspaceId = (createWorkspace as { id: string }).id;
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "Ops" }) { id } }`,
    { w: workspaceId },
    user.token,
  );
  const teamId = (createTeam as { id: string }).id;
  for (let index = 1; index <= 14; index += 1) {
    await graphql(
      request,
      `mutation($t: UUID!, $title: String!) { createGoal(input: { teamId: $t, title: $title }) { id } }`,
      { t: teamId, title: `Goal ${index}` },
      user.token,
    );
  }
  const page = await signedInPage(browser, 'en-US', user);
  // The layout's own width, where the content reaches furthest under the button.
  await page.setViewportSize({ width: 1024, height: 720 });

  // A long goal list: the newest first, so the first goal's menu ends the list at the right.
  await page.goto(`/team/${teamId}/goal`);
  await expectClearOfLauncher(
    page,
    page.getByRole('button', { name: t('en-US', 'goal.actions', { title: 'Goal 1' }) }),
  );

  // A settings page that ends with a button at the right.
  await page.goto(`/workspace/${workspaceId}/setting`);
  await expectClearOfLauncher(
    page,
    page.getByTestId('workspace-delete').getByRole('button', { name: t('en-US', 'workspace.delete.title') }),
  );
});
