// The lint rules of the house, run by `npm run lint` and `npm test`. Formatting is Prettier's job
// (`npm run format`), the shape of the import graph (cycles, layers) dependency-cruiser's
// (`npm run lint:deps`), types tsc's (`npm run typecheck`): this file holds the rules none of them
// checks. A rule that is off says why.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.test.{ts,tsx}', 'api/src/test/**', 'client/src/test/**', 'e2e/**'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.data/',
    'e2e/screenshots/',
    'bench/results/',
    'bench/.data/',
    // codegen's outputs (codegen.ts writes each into a gql/ folder)
    '**/gql/',
  ]),
  // A lint exception that no longer excuses anything goes, so that none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['codegen.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    plugins: { 'import-x': importX },
    rules: {
      // `any` arrives from JSON, SQL rows and GraphQL answers at the edges and is narrowed there; typing
      // every such edge is a rewrite of its own, not a lint fix.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // An assertion tsc already proves is noise, not a bug; removing a hundred of them is churn.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // An async function without `await` keeps a Promise-returning contract (resolvers, interface methods).
      '@typescript-eslint/require-await': 'off',
      // Object-literal methods are passed around as plain functions (event buses, graphql-ws hooks); none reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // `String(value)` of an unknown value at an edge (socket frames, error causes) is the intent.
      '@typescript-eslint/no-base-to-string': 'off',
      // graphql-js's Kind and react-intl's error codes are compared with their string values on purpose.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // On a decorated entity property, `x: 'A' = 'A'` gives the decorator metadata its type; `as const` loses it.
      '@typescript-eslint/prefer-as-const': 'off',
      // Empty interfaces are declaration-merging registries that modules fill in (services, loaders, events).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      // A leading underscore names what is left out on purpose (a rest sibling, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Passing on an error as it came (an async iterator's `throw`) is not inventing a non-Error one.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/first': 'error',
      'import-x/no-mutable-exports': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    // Scripts, configs and the service worker are in no tsconfig, and the benchmark has its own packages
    // (installed only when it runs): rules that need types skip them.
    files: ['**/*.{js,mjs,cjs}', 'bench/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  { files: ['.dependency-cruiser.cjs'], languageOptions: { sourceType: 'commonjs' } },
  { files: ['client/public/push-sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    // Only the two classic rules: the React Compiler's rules (refs, purity, set-state-in-effect ...) fit
    // code written for the compiler, which Quarter does not use, and compiling every component doubles
    // the lint time.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The production image prunes devDependencies (Dockerfile: npm prune --omit=dev): what the API runs
    // must import only dependencies. Type-only imports are erased and may name dev packages.
    files: ['api/src/**/*.ts', 'domain/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    // knex's where-callbacks hand back the builder, which is thenable; knex ignores what they return.
    files: ['api/src/**/*.{query,loaders}.ts'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }] },
  },
  {
    // type-graphql's metadata types a resolver class as `Function`.
    files: ['api/src/graphql/direct-resolvers.ts', 'api/src/graphql/schema.ts'],
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    files: TEST_FILES,
    rules: {
      // Test helpers hand back GraphQL answers as `any` so that assertions can reach into them.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // `useDomRoot` sets up a file's vitest hooks; it is no React hook.
    files: ['client/src/**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Last: off with every rule that Prettier's layout would trip (no-unexpected-multiline on a broken chain).
  prettier,
);
