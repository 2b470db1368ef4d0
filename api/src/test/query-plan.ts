import type { Knex } from '@mikro-orm/postgresql';

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The node and every node under it. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** The names of the indexes a plan reads, sorted. */
export const planIndexes = (node: PlanNode): string[] =>
  [...new Set(planNodes(node).flatMap((each) => (each['Index Name'] ? [each['Index Name']] : [])))].sort();

/** The plan PostgreSQL chooses for a statement (without running it). */
export async function explain(knex: Knex, sql: string, bindings: readonly Knex.Value[]): Promise<PlanNode> {
  const [
    {
      'QUERY PLAN': [plan],
    },
  ] = (await knex.raw(`explain (format json) ${sql}`, bindings as Knex.Value[])).rows as {
    'QUERY PLAN': { Plan: PlanNode }[];
  }[];
  return plan.Plan;
}
