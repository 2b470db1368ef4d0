import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { createVerifiedUser, graphql, t, type Locale } from './support.js';

/** What the planner's browser tests share: finding blocks on the grid, dragging, and an account with a team. */
export const SLOT_PX = 20;

/** The block of a to-do on the grid, found by its accessible name "<title>, <time range>". */
export const block = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}, `) });
/**
 * A quarter-hour block is 18 px high, under the 24 px of WCAG 2.5.8: its "+N" (24 px) opens the same
 * to-do, the equivalent control the criterion allows; axe cannot tell, so the checks leave it out.
 */
export const ONE_ROW_BLOCKS = '[data-block][data-rows="1"]';
export const blockAt = (page: Page, locale: Locale, title: string, from: string, to: string) =>
  page.getByRole('button', { name: t(locale, 'planner.block.label', { title, time: `${from} - ${to}` }), exact: true });

/** Scrolls the grid so that a row is near its top; answers the lane's centre x and where each row starts on the page. */
export async function scrolledLane(page: Page, slot: number): Promise<{ x: number; rowY: (slot: number) => number }> {
  const lane = page.getByTestId('planner-lane');
  await lane.locator('xpath=ancestor::div[contains(@class, "scroller")][1]').evaluate((scroller, top) => {
    (scroller as { scrollTop: number }).scrollTop = top;
  }, slot * SLOT_PX);
  const box = (await lane.boundingBox())!;
  return { x: box.x + box.width / 2, rowY: (row: number) => box.y + row * SLOT_PX };
}

/**
 * A new account (English) with a workspace and a team of its own, and helpers that make its goals and
 * to-dos (planned today, in Seoul, when given slots).
 */
export async function teamOwner(request: APIRequestContext, name: string, workspace: string) {
  const user = await createVerifiedUser(request, name, 'en_US');
  const { createWorkspace } = (await graphql(
    request,
    `mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`,
    { n: workspace },
    user.token,
  )) as { createWorkspace: { id: string } };
  const { createTeam } = (await graphql(
    request,
    `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "Core" }) { id } }`,
    { w: createWorkspace.id },
    user.token,
  )) as { createTeam: { id: string } };
  const today = DateTime.now().setZone('Asia/Seoul').toISODate()!;
  const goal = async (title: string) =>
    (
      (await graphql(
        request,
        `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`,
        { input: { teamId: createTeam.id, title } },
        user.token,
      )) as { createGoal: { id: string } }
    ).createGoal.id;
  const todo = (title: string, goalId: string | null, blocks?: number[]) =>
    graphql(
      request,
      `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`,
      { input: { title, goalId, plan: blocks ? { date: today, blocks } : null } },
      user.token,
    );
  return { user, goal, todo };
}

/** Presses, moves in steps and releases, as a person drags. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
