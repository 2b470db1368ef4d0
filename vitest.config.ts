import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `@domain/...` as in tsconfig `paths` and the client's Vite config: one alias on both sides.
const domain = fileURLToPath(new URL('./domain', import.meta.url));
// The API's own files get graphql as Node resolves it for the API and its libraries (the CommonJS
// entry), not Vite's module entry: graphql's instanceof checks need one copy in the process.
const graphql = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias: [
            { find: '@domain', replacement: domain },
            { find: /^graphql$/, replacement: graphql },
          ],
        },
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'api/src/**/*.policy.test.ts', 'api/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@domain': domain } },
        test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        resolve: {
          alias: [
            { find: '@domain', replacement: domain },
            { find: /^graphql$/, replacement: graphql },
          ],
        },
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          exclude: ['api/src/**/*.policy.test.ts', 'api/src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
