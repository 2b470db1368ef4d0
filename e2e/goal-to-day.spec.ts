import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { createVerifiedUser, graphql, signedInPage, t, type Locale } from './support.js';

/** The goal-to-day loop: what is added on a goal page is waiting in the planner, without a reload. */
const en: Locale = 'en-US';
const quickFind = (page: Page) => page.getByRole('combobox', { name: t(en, 'quickFind.input.label') });

test('a to-do added on a goal page is in the planner inbox when the person goes back to the planner', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Maya Chen', 'en_US');
  const { createWorkspace } = await graphql(
    request,
    `mutation { createWorkspace(input: { name: "Launch" }) { id } }`,
    {},
    user.token,
  );
  const { createTeam } = await graphql(
    request,
    `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "Web" }) { id } }`,
    { w: (createWorkspace as { id: string }).id },
    user.token,
  );
  const { createGoal } = await graphql(
    request,
    `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "Ship the pricing page" }) { id } }`,
    { t: (createTeam as { id: string }).id },
    user.token,
  );
  const goalId = (createGoal as { id: string }).id;

  // The planner is seen first, so its inbox is in the page's cache: the goal waits there for a to-do.
  const page = await signedInPage(browser, en, user, { live: true });
  const inbox = page.getByTestId('planner-inbox');
  await expect(inbox.getByRole('group', { name: 'Ship the pricing page' })).toBeVisible();
  await expect(inbox).not.toContainText('Draft the plan comparison table');

  // To the goal page without a reload, and a to-do added there.
  await page.keyboard.press('Control+k');
  await quickFind(page).fill('pricing');
  await page
    .getByTestId('quick-find-group-GOAL')
    .getByRole('option', { name: /Ship the pricing page/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/goal/${goalId}$`));
  await page.getByTestId('goal-todo-add-input').fill('Draft the plan comparison table');
  await page.getByTestId('goal-todo-add').click();
  await expect(page.getByTestId('goal-todo-row').filter({ hasText: 'Draft the plan comparison table' })).toBeVisible();

  // Back to the planner through the sidebar: the to-do is waiting in the inbox.
  await page.getByRole('link', { name: t(en, 'area.planner.title') }).click();
  await expect(page).toHaveURL(/\/planner$/);
  await expect(inbox.getByRole('group', { name: 'Ship the pricing page' })).toContainText(
    'Draft the plan comparison table',
  );
});
