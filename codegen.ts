import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Code generation from the emitted schema.graphql (the only input) for each GraphQL client of it: the
 * client's documents into client/src/gql/, and the API's own operations (the assistant's tools, the
 * webhooks' payload reads) into a gql/ folder beside them. No output is edited by hand. Run
 * `npm run codegen`; CODEGEN_SCHEMA names another schema file.
 */
const schema = process.env['CODEGEN_SCHEMA'] ?? 'schema.graphql';

/** Both clients read answers as JSON (the tools' runner hands them over as the wire would). */
const typesConfig = {
  scalars: {
    DateTime: 'string',
    LocalDate: 'string',
    UUID: 'string',
  },
  enumsAsTypes: true,
  useTypeImports: true,
  avoidOptionals: { field: true, inputValue: false },
  defaultScalarType: 'unknown',
  nonOptionalTypename: true,
  skipTypeNameForRoot: true,
};

/**
 * A module of the API that is a GraphQL client of its own schema (run in process by `http/tool-runner.ts`).
 * The API is ESM under NodeNext: relative imports name their .js file. The runner adds no __typename to
 * what it asks (Apollo Client does), so the answers' types have none.
 */
const apiClient = (documents: string) => ({
  documents: [documents],
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: { ...typesConfig, nonOptionalTypename: false, skipTypename: true, emitLegacyCommonJSImports: false },
});

const config: CodegenConfig = {
  overwrite: true,
  schema,
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 has its own data masking; the preset's masking does not fit it.
        fragmentMasking: false,
      },
      config: typesConfig,
    },
    'api/src/modules/assistant/tools/gql/': apiClient('api/src/modules/assistant/tools/operations.ts'),
    'api/src/modules/webhook/gql/': apiClient('api/src/modules/webhook/webhook-operations.ts'),
  },
};

export default config;
