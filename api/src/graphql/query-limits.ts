import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * How big one operation may be (issue 19), on HTTP and on graphql-ws alike: depth of selections,
 * aliases, tokens of its text, directives, and a cost where every object and field counts and
 * deeper ones count more; with the variables known, the rows its answer may hold (operation-guard.ts).
 * The first-party client stays far below them (query-limits.test.ts checks
 * each of its operations against half of each limit). Configurable (QUERY_MAX_*).
 */
export interface QueryLimits {
  /** Objects and fields the answer may hold at most, lists weighted by their page size (operation-rows.ts). */
  rows: number;
  depth: number;
  aliases: number;
  cost: number;
  tokens: number;
  directives: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  rows: 100_000,
  depth: 20,
  aliases: 20,
  cost: 20_000,
  tokens: 6_000,
  directives: 20,
};

/**
 * The validation rules for Apollo and graphql-ws. Tokens are counted by graphql-js's own parser
 * (`parseOptions.maxTokens` on Apollo, the operation cache on graphql-ws): graphql-armor's token
 * plugin parses again on its own and turns a plain syntax error into a 500.
 */
export function queryArmor(limits: QueryLimits) {
  return new ApolloArmor({
    maxDepth: { n: limits.depth, ignoreIntrospection: true },
    maxAliases: { n: limits.aliases },
    costLimit: { maxCost: limits.cost, ignoreIntrospection: true },
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.directives },
    // Integrators read the schema anyway: "did you mean" helps them more than it hides.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}
