/**
 * P5: the first load of /planner, signed in, with an empty cache, in Chromium (playwright-core
 * from the app's node_modules, the browser tests' Chromium: Debian's, else the one npm brings). The bench user signs in through the
 * API inside the browser context (the login mutation sets the refresh cookie the client resumes
 * from), then a fresh page opens /planner and waits for the grid and a quiet network.
 *
 * Reported: script files, JavaScript bytes as transferred (compressed if the server compressed)
 * and decoded, and what gzip -9 would make of them; the same for CSS; all bytes; and the time
 * until the planner grid (data-testid planner-lane) showed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PASSWORD, ROOT_DIR } from './config.js';
import type { Fixture } from './seed.js';

export interface BundleResult {
  url: string;
  scripts: number;
  jsTransferredBytes: number;
  jsDecodedBytes: number;
  jsGzip9Bytes: number;
  jsCompressedByServer: boolean;
  stylesheets: number;
  cssTransferredBytes: number;
  cssDecodedBytes: number;
  totalTransferredBytes: number;
  requests: number;
  gridVisibleMs: number | null;
  largestScripts: { file: string; decodedBytes: number }[];
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function measureBundle(
  baseUrl: string,
  fixture: Fixture,
  log: (line: string) => void,
): Promise<BundleResult> {
  const require = createRequire(path.join(ROOT_DIR, 'package.json'));
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  // The browser tests' choice (Debian's Chromium, else the one npm brings with the app), unless BENCH_CHROMIUM names one.
  const { chromiumPath } = (await import(pathToFileURL(path.join(ROOT_DIR, 'e2e/browser-path.ts')).href)) as {
    chromiumPath: () => Promise<string>;
  };
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? (await chromiumPath()),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 1280, height: 900 },
    });
    const signIn = await context.request.post(`${baseUrl}/graphql`, {
      data: {
        query:
          'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
        variables: { email: fixture.benchUser.email, password: PASSWORD },
      },
    });
    if (!signIn.ok()) throw new Error(`P5: login answered ${signIn.status()}`);
    const page = await context.newPage();
    const responses: import('playwright-core').Response[] = [];
    page.on('response', (response) => responses.push(response));
    const started = Date.now();
    await page.goto(`${baseUrl}/planner`, { waitUntil: 'load' });
    let gridVisibleMs: number | null = null;
    try {
      await page.getByTestId('planner-lane').first().waitFor({ state: 'visible', timeout: 30_000 });
      gridVisibleMs = Date.now() - started;
    } catch {
      log(`  P5: the planner grid did not show (url ${page.url()})`);
    }
    await page.waitForLoadState('networkidle').catch(() => {});

    let scripts = 0;
    let jsTransferred = 0;
    let jsDecoded = 0;
    let jsGzip9 = 0;
    let jsCompressed = false;
    let stylesheets = 0;
    let cssTransferred = 0;
    let cssDecoded = 0;
    let totalTransferred = 0;
    const largest: { file: string; decodedBytes: number }[] = [];
    for (const response of responses) {
      const request = response.request();
      const sizes = await request.sizes().catch(() => null);
      const transferred = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
      totalTransferred += transferred;
      const type = request.resourceType();
      const contentType = (await response.headerValue('content-type').catch(() => null)) ?? '';
      const isScript = type === 'script' || /javascript/.test(contentType);
      const isStyle = type === 'stylesheet' || /text\/css/.test(contentType);
      if (!isScript && !isStyle) continue;
      const bodyBytes = await response.body().catch(() => Buffer.alloc(0));
      if (isScript) {
        scripts++;
        jsTransferred += transferred;
        jsDecoded += bodyBytes.length;
        jsGzip9 += gzipSync(bodyBytes, { level: 9 }).length;
        if (await response.headerValue('content-encoding').catch(() => null)) jsCompressed = true;
        largest.push({ file: new URL(response.url()).pathname, decodedBytes: bodyBytes.length });
      } else {
        stylesheets++;
        cssTransferred += transferred;
        cssDecoded += bodyBytes.length;
      }
    }
    await context.close();
    const result: BundleResult = {
      url: '/planner',
      scripts,
      jsTransferredBytes: jsTransferred,
      jsDecodedBytes: jsDecoded,
      jsGzip9Bytes: jsGzip9,
      jsCompressedByServer: jsCompressed,
      stylesheets,
      cssTransferredBytes: cssTransferred,
      cssDecodedBytes: cssDecoded,
      totalTransferredBytes: totalTransferred,
      requests: responses.length,
      gridVisibleMs,
      largestScripts: largest.sort((a, b) => b.decodedBytes - a.decodedBytes).slice(0, 8),
    };
    log(
      `  P5: ${scripts} scripts, JS ${kb(jsTransferred)} transferred (${jsCompressed ? 'compressed' : 'uncompressed'}), ${kb(jsDecoded)} decoded, ${kb(jsGzip9)} at gzip -9; ` +
        `CSS ${kb(cssDecoded)}; grid after ${gridVisibleMs ?? 'n/a'} ms`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
