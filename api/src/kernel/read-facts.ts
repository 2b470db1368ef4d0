/**
 * Facts a read statement fetched beside a row for the viewer of the request: what the row's field
 * resolvers and access checks would otherwise ask per-request loaders for (the viewer's membership,
 * the item's sharing, a related row). A module keeps one `ReadFacts` per kind of row; its access
 * helpers look there first and fall back to the loaders for rows that came another way (an entity a
 * mutation returns). The policy still decides: facts are inputs to it, never verdicts.
 *
 * The facts ride on the row under a symbol of their own (JSON, GraphQL and `Object.keys` never see
 * it): a WeakMap entry per row cost 4% of a planner-day request's CPU and more garbage collection
 * (issue 12's profile).
 */
export class ReadFacts<Facts> {
  private readonly key = Symbol('read facts');

  attach<T extends object>(row: T, facts: Facts): T {
    (row as Record<symbol, unknown>)[this.key] = facts;
    return row;
  }

  of(row: object): Facts | undefined {
    return (row as Record<symbol, Facts | undefined>)[this.key];
  }
}
