/** A GraphQL enum object over a domain list of codes (`registerEnumType` takes an object). */
export const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
