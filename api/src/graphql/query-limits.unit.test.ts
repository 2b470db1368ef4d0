import { readFileSync } from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { clientOperations } from '../test/client-operations.js';
import { DEFAULT_QUERY_LIMITS, queryArmor, type QueryLimits } from './query-limits.js';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

describe('the query limits', () => {
  it("leave the client's own operations far below them: each passes at half of every limit", () => {
    const half: QueryLimits = Object.fromEntries(
      Object.entries(DEFAULT_QUERY_LIMITS).map(([key, value]) => [key, Math.floor(value / 2)]),
    ) as unknown as QueryLimits;
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
    expect(
      validate(schema, parse(aliases), rules)
        .map((error) => error.message)
        .join(),
    ).toMatch(/aliases/i);
    const deep = `{ myWorkspaces { ${'teams { workspace { '.repeat(11)}id${' } }'.repeat(11)} } }`;
    expect(
      validate(schema, parse(deep), rules)
        .map((error) => error.message)
        .join(),
    ).toMatch(/depth/i);
    expect(() =>
      parse(`{ me { ${'id '.repeat(DEFAULT_QUERY_LIMITS.tokens)} } }`, { maxTokens: DEFAULT_QUERY_LIMITS.tokens }),
    ).toThrow(/token/i);
  });
});
