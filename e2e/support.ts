import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export type Locale = 'ko-KR' | 'en-US' | 'vi-VN';

const catalogues = new Map<Locale, Record<string, string>>();

/** A locale's messages as the app loads them: the shared file and every feature's own. */
function loadCatalogue(locale: Locale): Record<string, string> {
  const features = path.resolve('client/src/features');
  const folders = [
    path.resolve('client/src/i18n/locales'),
    ...readdirSync(features).map((feature) => path.join(features, feature, 'locales')),
  ];
  const files = folders.map((folder) => path.join(folder, `${locale}.json`)).filter((file) => existsSync(file));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/** The text a person sees for a message id in a locale, straight from the locale files. */
export function t(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  if (!catalogues.has(locale)) catalogues.set(locale, loadCatalogue(locale));
  const message = catalogues.get(locale)![id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
}

/** Waits for the topmost open dialog to finish its opening transition (for a screenshot). */
export async function dialogSettled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Modal-content').last()).toHaveCSS('opacity', '1');
}

/** The WCAG 2.2 AA rules axe checks (2.0, 2.1 and 2.2, levels A and AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AccessibleOptions {
  /**
   * Checks only this region (a CSS selector): a dialog, drawer, menu or toast opened on a screen the
   * journey has already checked whole. The page around it is unchanged, and a whole-page run costs
   * several times more (the planner's 96 rows).
   */
  readonly include?: string;
  /** Leaves out third-party regions this project does not render (GraphiQL's editor). */
  readonly exclude?: string[];
}

/** The most one axe run may take; what it does take is given to the journey on top of its own limit. */
const AXE_BUDGET_MS = 30_000;

/**
 * Runs axe-core on the page as it stands (one state of one screen) and fails the test on any serious
 * or critical violation, listing each rule with the elements it found. With A11Y_RECORD=<file> it
 * records every violation (any impact) as a JSON line instead of failing: the survey of what axe reports.
 * Each run's time is recorded as an `axe` annotation of the test (the JSON report lists them).
 */
export async function expectAccessible(page: Page, label: string, options: AccessibleOptions = {}): Promise<void> {
  const started = Date.now();
  const journeyTimeout = test.info().timeout;
  // The check's time does not count against the journey: a slow machine slows axe the most.
  test.setTimeout(journeyTimeout + AXE_BUDGET_MS);
  try {
    await checkAccessible(page, label, options);
  } finally {
    const spent = Date.now() - started;
    test.setTimeout(journeyTimeout + spent);
    test.info().annotations.push({
      type: 'axe',
      description: `${label}${options.include ? ` (${options.include})` : ''}: ${spent} ms`,
    });
  }
}

async function checkAccessible(page: Page, label: string, options: AccessibleOptions): Promise<void> {
  // Opening dialogs and menus fade in, starting a frame or two after they mount: axe reads colours once
  // the next frames have been drawn and every running animation has ended.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page
    .waitForFunction("document.getAnimations().every((animation) => animation.playState !== 'running')", undefined, {
      timeout: 2_000,
    })
    .catch(() => undefined);
  // Legacy mode runs axe.run in the page itself. The default injects axe a second time into a blank page
  // it opens to merge the frames' results: about 2.5 of the 4 to 5 seconds of a run on the planner, for
  // cross-origin frames this app does not have.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (options.include) builder.include(options.include);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  // A toast may start fading out while axe reads the page (seconds on a busy machine), and a half-faded
  // element fails contrast at random: with transitions held, every element sits at its end state.
  const held = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await builder.analyze();
  await held.evaluate((style) => style.remove());
  const record = process.env.A11Y_RECORD;
  if (record) {
    mkdirSync(path.dirname(record), { recursive: true });
    const spec = path.basename(test.info().file);
    for (const violation of results.violations) {
      appendFileSync(
        record,
        `${JSON.stringify({ spec, label, rule: violation.id, impact: violation.impact, nodes: violation.nodes.length, targets: violation.nodes.slice(0, 6).map((node) => node.target.join(' ')), messages: violation.nodes.slice(0, 3).map((node) => node.any[0]?.message ?? node.all[0]?.message ?? '') })}\n`,
      );
    }
    return;
  }
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`,
        );
      return `  ${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
  expect(
    blocking.map((violation) => violation.id),
    `axe on "${label}" found serious or critical violations:\n${report}`,
  ).toEqual([]);
}

/**
 * A journey's record of each state: shot(page, name) saves /tmp/<prefix>-<name>.png, to be looked at,
 * and checks the same state with axe (`scope` as expectAccessible's options).
 */
export function shotsOf(prefix: string) {
  return async (page: Page, name: string, scope: AccessibleOptions = {}): Promise<void> => {
    await page.screenshot({ path: `/tmp/${prefix}-${name}.png` });
    await expectAccessible(page, `${prefix}-${name}`, scope);
  };
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** One GraphQL call through the API, as an integrator would make it; fails the test on errors. */
export async function graphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The link of the newest mail to an address, as kept by the dev mailbox. */
export async function latestMailLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { text: string }[];
  const link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail with a link for ${email}`);
  return link;
}

/** A verified account made through the API, for tests that are not about sign-up. */
export async function createVerifiedUser(
  request: APIRequestContext,
  name = 'Playwright User',
  language: 'ko_KR' | 'en_US' | 'vi_VN' = 'ko_KR',
) {
  const email = uniqueEmail('e2e');
  const password = 'first-pass-1';
  await graphql(request, `mutation($input: SignUpInput!) { signUp(input: $input) { email } }`, {
    input: {
      name,
      email,
      password,
      passwordConfirmation: password,
      language,
      timezone: 'Asia/Seoul',
      termsAgreed: true,
      privacyAgreed: true,
      marketingAgreed: false,
    },
  });
  const token = new URL(await latestMailLink(request, email)).searchParams.get('token');
  await graphql(request, `mutation($token: String!) { verifyEmail(token: $token) }`, { token });
  const login = await graphql(
    request,
    `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken user { id } } }`,
    { email, password },
  );
  const { accessToken, user } = login.login as { accessToken: string; user: { id: string } };
  return { email, password, name, token: accessToken, id: user.id };
}

/** Signs in through the login form, as a person does (the journeys about signing in). */
export async function logIn(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  await page.getByLabel(t(locale, 'auth.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t(locale, 'auth.field.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(locale, 'auth.login.submit'), exact: true }).click();
}

export interface Account {
  readonly email: string;
  readonly password: string;
}

/**
 * Signs the context in through the API: its request client shares the browser's cookies, so the refresh
 * cookie the login sets restores the session on the next page load, as it does for anyone coming back.
 * The form is what the journeys about signing in test; everywhere else it cost a page load and a few
 * seconds per person.
 */
export async function signIn(context: BrowserContext, account: Account): Promise<void> {
  await graphql(
    context.request,
    `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`,
    { email: account.email, password: account.password },
  );
}

/** A new browser context (Seoul time, 1280 x 900 unless told otherwise) that holds the person's session. */
export async function signedInContext(
  browser: Browser,
  locale: Locale,
  account: Account,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale,
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  await signIn(context, account);
  return context;
}

export interface SignedInPageOptions {
  /** Where the page opens (the planner unless told). */
  readonly path?: string;
  /** Waits until the live subscription has answered with its initial event: the bell and live lists are live. */
  readonly live?: boolean;
  readonly context?: BrowserContextOptions;
}

/** Resolves once the page's live subscription has sent its initial event. */
function liveSubscription(page: Page): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"initial":true')) resolve();
      }),
    );
  });
}

/**
 * A page of a new signed-in context (signedInContext), opened at `path` once the app has restored the
 * session from the cookie: a refused cookie fails here rather than as a missing element later.
 */
export async function signedInPage(
  browser: Browser,
  locale: Locale,
  account: Account,
  options: SignedInPageOptions = {},
): Promise<Page> {
  const context = await signedInContext(browser, locale, account, options.context);
  const page = await context.newPage();
  const subscribed = options.live ? liveSubscription(page) : undefined;
  const restored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"operationName":"RefreshSession"'),
  );
  await page.goto(options.path ?? '/planner');
  const body = (await (await restored).json()) as { data?: { refreshSession?: unknown } };
  expect(body.data?.refreshSession, `the session of ${account.email} was not restored`).toBeTruthy();
  await subscribed;
  return page;
}
