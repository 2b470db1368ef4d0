import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { createVerifiedUser, expectAccessible, graphql, screenshot, signedInPage, t, type Locale } from './support.js';

interface Focus {
  readonly testId: string | null;
  readonly role: string | null;
  readonly label: string | null;
  /** For a listbox: the label of its active row. */
  readonly row: string | null;
  readonly inDrawer: boolean;
  /** The element, for messages: tag, test id, name. */
  readonly what: string;
}

/** What has the keyboard focus: its test id, role, accessible label and, for a listbox, its active row. */
async function focused(page: Page): Promise<Focus> {
  return page.evaluate(`(() => {
    const active = document.activeElement;
    const row = active && active.getAttribute('aria-activedescendant');
    return {
      testId: active && active.getAttribute('data-testid'),
      role: active && active.getAttribute('role'),
      label: active && active.getAttribute('aria-label'),
      row: row ? document.getElementById(row)?.getAttribute('aria-label') ?? null : null,
      inDrawer: Boolean(active && active.closest('[data-testid="todo-drawer"]')),
      what: active ? [active.tagName, active.getAttribute('data-testid'), active.getAttribute('aria-label'), (active.textContent || '').slice(0, 30)].join(' | ') : 'nothing',
    };
  })()`);
}

/** Presses Tab until the focus is on what `reached` accepts; fails after `limit` presses. */
async function tabTo(page: Page, reached: (state: Focus) => boolean, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (reached(await focused(page))) return;
  }
  throw new Error('the focus never got there by Tab');
}

/** Presses the down arrow in a menu until an item has the focus. */
async function arrowTo(page: Page, item: Locator): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    if (
      await item.evaluate(
        (element) => element === (element.ownerDocument as unknown as { activeElement: unknown }).activeElement,
      )
    )
      return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

test('the planner by keyboard alone: rows, select a slot, create, move, resize, open and close a block', async ({
  browser,
  request,
}) => {
  const en: Locale = 'en-US';
  const user = await createVerifiedUser(request, 'Keyboard Kim', 'en_US');
  await graphql(request, `mutation { createWorkspace(input: { name: "Keys Co" }) { id } }`, {}, user.token);
  const page = await signedInPage(browser, en, user);
  await expect(page.getByTestId('planner-lane')).toBeVisible();
  await expectAccessible(page, 'en-US-keyboard-planner-empty');

  // The first Tab reaches the skip link, shown while focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t(en, 'common.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // Tab on to the rows of the grid; Home, then an hour at a time with Page Down, to 09:00.
  await tabTo(page, (state) => state.testId === 'planner-rows');
  await page.keyboard.press('Home');
  expect((await focused(page)).row).toBe('00:00');
  await pressTimes(page, 'PageDown', 9);
  expect((await focused(page)).row).toBe('09:00');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).row).toBe('09:00');

  // Shift with the arrows selects 09:00 to 10:00; Enter asks for a title there.
  await pressTimes(page, 'Shift+ArrowDown', 3);
  await expect(page.getByTestId('planner-rows').locator('[role=option][aria-selected=true]')).toHaveCount(4);
  await screenshot(page, 'en-US-keyboard-planner-selection');
  await expectAccessible(page, 'en-US-keyboard-planner-selection', { include: '[data-testid="planner-rows"]' });
  await page.keyboard.press('Enter');
  const titleInput = page.getByLabel(t(en, 'planner.new.label', { time: '09:00 - 10:00' }));
  await expect(titleInput).toBeFocused();
  await page.keyboard.type('Write the release notes');
  await page.keyboard.press('Enter');

  // The block is on the grid, announced, and the keyboard is back on the rows, on the block's row.
  const block = page.getByRole('button', {
    name: t(en, 'planner.block.label', { title: 'Write the release notes', time: '09:00 - 10:00' }),
    exact: true,
  });
  await expect(block).toBeVisible();
  await expect(block).toHaveAttribute('data-editable', 'true');
  await expect(page.getByTestId('planner-announcement')).toHaveText(
    t(en, 'planner.grid.blockAdded', { title: 'Write the release notes', time: '09:00 - 10:00' }),
  );
  await expect(page.getByTestId('planner-rows')).toBeFocused();
  expect((await focused(page)).row).toBe(
    t(en, 'planner.grid.rowWithBlock', {
      time: '09:00',
      block: t(en, 'planner.block.label', { title: 'Write the release notes', time: '09:00 - 10:00' }),
    }),
  );

  // Enter on a row of the block goes to the block; alt+arrows move it, shift+arrows its end, alt+shift its start.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(block).toBeFocused();
  await pressTimes(page, 'Alt+ArrowDown', 4);
  const at = (from: string, to: string) =>
    page.getByRole('button', {
      name: t(en, 'planner.block.label', { title: 'Write the release notes', time: `${from} - ${to}` }),
      exact: true,
    });
  await expect(at('10:00', '11:00')).toBeFocused();
  await expect(page.getByTestId('planner-announcement')).toHaveText(
    t(en, 'planner.grid.blockChanged', { title: 'Write the release notes', time: '10:00 - 11:00' }),
  );
  await pressTimes(page, 'Shift+ArrowDown', 2);
  await expect(at('10:00', '11:30')).toBeFocused();
  await page.keyboard.press('Alt+Shift+ArrowUp');
  await expect(at('09:45', '11:30')).toBeFocused();
  await screenshot(page, 'en-US-keyboard-planner-block');
  await expectAccessible(page, 'en-US-keyboard-planner-block', {
    include: '[data-testid="planner-rows"], [data-testid="planner-lane"]',
  });

  // Enter opens it in the drawer: the focus moves in and stays in; Escape closes it and the focus comes back.
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('todo-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('todo-actions')).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDrawer).toBe(true);
  let before = (await focused(page)).what;
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Shift+Tab');
    const now = await focused(page);
    expect(now.inDrawer, `Shift+Tab from ${before} went to ${now.what}`).toBe(true);
    before = now.what;
  }
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.inDrawer, `Tab from ${before} went to ${now.what}`).toBe(true);
    before = now.what;
  }
  await expectAccessible(page, 'en-US-keyboard-planner-drawer', { include: '[data-testid="todo-drawer"]' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(at('09:45', '11:30')).toBeFocused();

  // Escape on the block goes back to the rows, on its first row.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('planner-rows')).toBeFocused();
  expect((await focused(page)).row).toBe(
    t(en, 'planner.grid.rowWithBlock', {
      time: '09:45',
      block: t(en, 'planner.block.label', { title: 'Write the release notes', time: '09:45 - 11:30' }),
    }),
  );
  // What a screen reader is told (docs/accessibility.md): each row's name in the accessibility tree, the
  // time alone or with the block on it, and the last change in the polite status region.
  const release = t(en, 'planner.block.label', { title: 'Write the release notes', time: '09:45 - 11:30' });
  const rowsWithBlock = ['09:45', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15'].map((time) =>
    t(en, 'planner.grid.rowWithBlock', { time, block: release }),
  );
  const gridName = escapeRegExp(t(en, 'planner.grid.label').replace('{date}', '')) + '.+';
  await expect(page.getByTestId('planner-rows')).toMatchAriaSnapshot(
    [`- listbox /${gridName}/:`, ...['09:30', ...rowsWithBlock, '11:30'].map((name) => `  - option "${name}"`)].join(
      '\n',
    ),
  );
  await expect(page.getByTestId('planner-announcement')).toMatchAriaSnapshot(
    `- status: ${t(en, 'planner.grid.blockChanged', { title: 'Write the release notes', time: '09:45 - 11:30' })}`,
  );

  // An occupied row refuses a new block: the toast says so (and is announced, role alert).
  await page.keyboard.press('Enter');
  await expect(at('09:45', '11:30')).toBeFocused();
  await page.keyboard.press('Escape');
  await pressTimes(page, 'ArrowUp', 1);
  await pressTimes(page, 'Shift+ArrowDown', 2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: t(en, 'planner.toast.occupied') })).toBeVisible();
  // The toast is an alert (an assertive live region): its text and its named close button.
  await expect(page.getByRole('alert').filter({ hasText: t(en, 'planner.toast.occupied') })).toMatchAriaSnapshot(
    [`- alert:`, `  - text: ${t(en, 'planner.toast.occupied')}`, `  - button "${t(en, 'common.close')}"`].join('\n'),
  );
  await expectAccessible(page, 'en-US-keyboard-planner-refused', { include: '.mantine-Notifications-root' });
});

test('the shell by keyboard: the bell and its list, the account menu, with focus returned on close', async ({
  browser,
  request,
}) => {
  const ko: Locale = 'ko-KR';
  const user = await createVerifiedUser(request, '키보드 사용자', 'ko_KR');
  const page = await signedInPage(browser, ko, user, { context: { reducedMotion: 'reduce' } });

  // The bell opens with Enter, its panel takes the focus, Escape closes it and the focus is back on the bell.
  const bell = page.getByTestId('notification-bell');
  await tabTo(page, (state) => state.testId === 'notification-bell');
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        `Boolean(document.activeElement?.closest('[data-testid="notification-panel"]') || document.activeElement?.querySelector('[data-testid="notification-panel"]'))`,
      ),
    )
    .toBe(true);
  await screenshot(page, 'ko-KR-keyboard-bell');
  await expectAccessible(page, 'ko-KR-keyboard-bell', { include: '[data-testid="notification-panel"]' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // The account menu opens from the keyboard, its items are reached with the arrows, Escape returns.
  await page.keyboard.press('Tab');
  const account = page.getByRole('button', { name: t(ko, 'shell.userMenu.label') });
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: t(ko, 'shell.userMenu.settings') });
  await expect(settings).toBeVisible();
  await arrowTo(page, settings);
  await expectAccessible(page, 'ko-KR-keyboard-account-menu', { include: '[role="menu"]' });
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(account).toBeFocused();

  // Enter on the settings item goes there; the page has its landmarks and a heading.
  await page.keyboard.press('Enter');
  await arrowTo(page, settings);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/setting$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: t(ko, 'shell.sidebar.label') })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
