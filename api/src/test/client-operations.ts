import { readFileSync } from 'node:fs';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/** Every document the client sends, as codegen lists them (read as text: the API imports nothing of the client). */
function clientDocuments(): string[] {
  const source = readFileSync(new URL('../../../client/src/gql/gql.ts', import.meta.url), 'utf8');
  const typeMap = source.slice(
    source.indexOf('type Documents = {'),
    source.indexOf('};', source.indexOf('type Documents = {')),
  );
  return [...typeMap.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types\./gm)].map(
    (match) => JSON.parse(match[1]) as string,
  );
}

/** Each operation with the fragments it uses, as the client sends it. */
export function clientOperations(): { name: string; document: DocumentNode; text: string }[] {
  const definitions = clientDocuments().flatMap((text) => parse(text).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const used = new Map<string, DefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(definition);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [definition, ...used.values()] };
    const text = [definition, ...used.values()]
      .map((node) => node.loc?.source.body.slice(node.loc.start, node.loc.end) ?? '')
      .join('\n');
    return [{ name: definition.name?.value ?? '(anonymous)', document, text }];
  });
}
