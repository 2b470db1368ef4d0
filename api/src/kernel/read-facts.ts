/**
 * Facts a read statement fetched beside a row for the viewer of the request: what the row's field
 * resolvers and access checks would otherwise ask per-request loaders for (the viewer's membership,
 * the item's sharing, a related row). A module keeps one `ReadFacts` per kind of row; its access
 * helpers look there first and fall back to the loaders for rows that came another way (an entity a
 * mutation returns). The policy still decides: facts are inputs to it, never verdicts.
 */
export class ReadFacts<Facts> {
  private readonly facts = new WeakMap<object, Facts>();

  attach<T extends object>(row: T, facts: Facts): T {
    this.facts.set(row, facts);
    return row;
  }

  of(row: object): Facts | undefined {
    return this.facts.get(row);
  }
}
