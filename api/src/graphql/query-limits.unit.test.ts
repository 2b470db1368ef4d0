import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, specifiedRules, validate, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_LIMITS, queryArmor, type QueryLimits } from './query-limits.js';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

/** Every document the client sends, as codegen lists them (read as text: the API imports nothing of the client). */
function clientDocuments(): string[] {
  const source = readFileSync(new URL('../../../client/src/gql/gql.ts', import.meta.url), 'utf8');
  const typeMap = source.slice(source.indexOf('type Documents = {'), source.indexOf('};', source.indexOf('type Documents = {')));
  return [...typeMap.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types\./gm)].map((match) => JSON.parse(match[1]) as string);
}

/** Each operation with the fragments it uses, as the client sends it. */
function clientOperations(): { name: string; document: DocumentNode; text: string }[] {
  const definitions = clientDocuments().flatMap((text) => parse(text).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
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
    const text = [definition, ...used.values()].map((node) => node.loc?.source.body.slice(node.loc.start, node.loc.end) ?? '').join('\n');
    return [{ name: definition.name?.value ?? '(anonymous)', document, text }];
  });
}

describe('the query limits', () => {
  it("leave the client's own operations far below them: each passes at half of every limit", () => {
    const half: QueryLimits = Object.fromEntries(Object.entries(DEFAULT_QUERY_LIMITS).map(([key, value]) => [key, Math.floor(value / 2)])) as unknown as QueryLimits;
    const rules = [...specifiedRules, ...queryArmor(half).validationRules];
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(100);
    const refused = operations.flatMap(({ name, document, text }) => {
      const errors = validate(schema, document, rules).map((error) => error.message);
      try {
        parse(text, { maxTokens: half.tokens });
      } catch (error) {
        errors.push((error as Error).message);
      }
      return errors.length ? [`${name}: ${errors.join('; ')}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it('refuse an operation past any of them', () => {
    const rules = [...specifiedRules, ...queryArmor(DEFAULT_QUERY_LIMITS).validationRules];
    const aliases = `{ ${Array.from({ length: DEFAULT_QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect(validate(schema, parse(aliases), rules).map((error) => error.message).join()).toMatch(/aliases/i);
    const deep = `{ myWorkspaces { ${'teams { workspace { '.repeat(11)}id${' } }'.repeat(11)} } }`;
    expect(validate(schema, parse(deep), rules).map((error) => error.message).join()).toMatch(/depth/i);
    expect(() => parse(`{ me { ${'id '.repeat(DEFAULT_QUERY_LIMITS.tokens)} } }`, { maxTokens: DEFAULT_QUERY_LIMITS.tokens })).toThrow(/token/i);
  });
});
