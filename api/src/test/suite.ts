import { afterAll, beforeAll } from 'vitest';
import { buildOrganisation, type Organisation } from './org-factories.js';
import { TestApp } from './test-app.js';

/**
 * A handle that stands for a value made in a `beforeAll` of the test file: reading it before that
 * hook ran fails, naming what is missing. It lets a file declare its fixtures in one line each.
 */
function handleFor<T extends object>(name: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${name} is read before the file's beforeAll made it`);
      const member = Reflect.get(value, key, value) as unknown;
      return typeof member === 'function' ? member.bind(value) : member;
    },
  });
}

/** One running API for the tests of this file: started before them (with `env` on top of the test defaults), closed after. */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await TestApp.start(env);
  });
  afterAll(() => app?.close());
  return handleFor('the test app', () => app);
}

/** A workspace with one user of each role (see `buildOrganisation`), made once the file's app runs. */
export function useOrganisation(app: TestApp): Organisation {
  let org: Organisation | undefined;
  beforeAll(async () => {
    org = await buildOrganisation(app);
  });
  return handleFor('the organisation', () => org);
}
