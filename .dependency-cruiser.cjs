/**
 * The house rules of the import graph (docs/architecture.md), checked by `npm run lint:deps`, which
 * `npm test` runs. Type-only imports count: a loop of types is a loop of concepts.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loops',
      comment: 'Data flows one way; a loop means two files that are really one, or a piece in the wrong place.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds rules shared by API and client: it imports neither.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(api|client)/' },
    },
    {
      name: 'client-never-imports-api',
      comment: 'The client talks to the API through schema.graphql and HTTP only.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^api/' },
    },
    {
      name: 'api-never-imports-client',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^client/' },
    },
    {
      name: 'modules-know-no-http',
      comment: 'Modules know no transport but GraphQL: the HTTP routes call modules, never the other way.',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/(http/|app\\.ts|main\\.ts)' },
    },
    {
      name: 'only-the-root-imports-http',
      comment:
        'http/ holds the routes that are not GraphQL; the composition root mounts them and nothing else imports them.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(http/|app\\.ts$)' },
      to: { path: '^api/src/http/' },
    },
    {
      name: 'modules-read-no-config',
      comment:
        'A module is handed the few values it may use (ModuleSettings) by the composition root; it never reads the configuration.',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/config\\.ts$' },
    },
    {
      name: 'services-know-no-transport',
      comment: 'Services take an entity manager and ids; the request context belongs to resolvers and access checks.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '^api/src/(graphql/(context|websocket|schema)\\.ts|http/)' },
    },
    {
      name: 'kernel-knows-no-module',
      comment: 'The kernel is what modules are built on; modules declare themselves into it.',
      severity: 'error',
      from: { path: '^api/src/kernel/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'features-meet-through-their-index',
      comment: "A feature imports shared code and itself; another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/',
        pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'shared-client-code-knows-no-feature',
      comment: 'components/, apollo/ and i18n/ are shared by features and import none of them.',
      severity: 'error',
      from: { path: '^client/src/(components|apollo|i18n)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/features/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Generated code (codegen's gql/ folders) is not held to the house rules.
    exclude: { path: '(^|/)(node_modules|dist)/|^(client/src|api/src/modules/.+)/gql/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.d.ts', '.json'] },
  },
};
