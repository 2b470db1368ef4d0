import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `@domain/...` as in tsconfig `paths` and the client's Vite config: one alias on both sides.
const domain = fileURLToPath(new URL('./domain', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@domain': domain } },
        test: { name: 'unit', include: ['domain/**/*.test.ts', 'api/src/**/*.policy.test.ts', 'api/src/graphql/with-initial.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { '@domain': domain } },
        test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        resolve: { alias: { '@domain': domain } },
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          exclude: ['api/src/**/*.policy.test.ts', 'api/src/graphql/with-initial.test.ts'],
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
