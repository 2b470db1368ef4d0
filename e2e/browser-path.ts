import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's when installed, else
 * the one that comes with `npm install` (@sparticuz/chromium, unpacked into the temp folder on first
 * use): the README's two commands need nothing else on a fresh machine.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM) && !process.env.E2E_BUNDLED_CHROMIUM) return SYSTEM_CHROMIUM;
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}
