import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Client code generation: the emitted schema.graphql is the only input; the output is
 * client/src/gql/ (never edited by hand). Run `npm run codegen`; CODEGEN_SCHEMA names another
 * schema file.
 */
const schema = process.env['CODEGEN_SCHEMA'] ?? 'schema.graphql';

const config: CodegenConfig = {
  overwrite: true,
  schema,
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 has its own data masking; the preset's masking does not fit it.
        fragmentMasking: false,
      },
      config: {
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
      },
    },
  },
};

export default config;
