import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(`([^`]*)`\)/g;
/** The import of codegen's `graphql` function, unused once every call is replaced. */
const GRAPHQL_IMPORT = /^import \{ graphql \} from '(?:\.\.\/)+gql';$/m;
/** `"<document text>": types.MeDocument,` in gql.ts's `documents` map. */
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** `export const MeDocument = {...} as unknown as DocumentNode<...>;` in graphql.ts. */
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = 'virtual:quarter-document/';

/**
 * Production builds only: each `graphql(`...`)` call of the client becomes an import of a module
 * holding that one document (the JSON codegen wrote into gql/graphql.ts). Without this every page
 * loads codegen's map of all the app's documents (gql/gql.ts), and with a plain import of
 * graphql.ts still all of them, one module being one chunk. This is what the client preset's Babel
 * plugin does; Vite 8's React plugin runs no Babel. The dev server keeps codegen's map.
 */
export function graphqlDocumentImports(gqlFolder: string): Plugin {
  let names = new Map<string, string>();
  let documents = new Map<string, string>();
  return {
    name: 'quarter-graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const gql = readFileSync(`${gqlFolder}/gql.ts`, 'utf8');
      names = new Map(
        [...gql.slice(gql.indexOf('const documents: Documents = {')).matchAll(MAP_ENTRY)].map((m) => [
          JSON.parse(m[1]!) as string,
          m[2]!,
        ]),
      );
      documents = new Map(
        [...readFileSync(`${gqlFolder}/graphql.ts`, 'utf8').matchAll(DOCUMENT)].map((m) => [m[1]!, m[2]!]),
      );
    },
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : null),
    load: (id) =>
      id.startsWith(`\0${VIRTUAL}`) ? `export default ${documents.get(id.slice(VIRTUAL.length + 1))};` : null,
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlFolder) || !code.includes('graphql(`')) return null;
      const output = new MagicString(code);
      const used = new Set<string>();
      for (const match of code.matchAll(CALL)) {
        const name = names.get(match[1]!);
        if (!name || !documents.has(name))
          this.error(`${id}: a graphql() document that codegen does not know; run npm run codegen`);
        output.overwrite(match.index, match.index + match[0].length, `__document_${name}`);
        used.add(name!);
      }
      const graphqlImport = GRAPHQL_IMPORT.exec(code);
      if (graphqlImport) output.remove(graphqlImport.index, graphqlImport.index + graphqlImport[0].length);
      for (const name of used) output.append(`\nimport __document_${name} from '${VIRTUAL}${name}';`);
      return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
    },
  };
}
