// Formatting of the house, checked by `npm test` and applied by `npm run format`.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  // GraphQL documents inside graphql(`...`) stay as written: codegen keys each typed document by its
  // exact text (client/src/gql/gql.ts), so reformatting one would untype it until codegen runs again.
  embeddedLanguageFormatting: 'off',
};
