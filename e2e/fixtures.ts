import { expect, test as base } from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, with every browser context a journey opened by hand
 * (`browser.newContext()`, the signed-in pages of support.ts) closed when it ends. Playwright closes
 * only the context of its own `page` fixture; the others stayed open to the end of the run, each page
 * still polling, rendering its clock and holding its live subscription, and the later journeys ran on
 * what the earlier ones left behind.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
