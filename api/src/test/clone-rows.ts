import type { Knex } from '@mikro-orm/postgresql';

/**
 * Inserts `count` copies of a template row of `table` with some columns replaced (`overrides`: SQL over
 * the series' `i`, 1 to count): many realistic rows in one statement, for tests of plans at scale.
 */
export async function cloneRows(
  seed: Knex | Knex.Transaction,
  table: string,
  templateId: string,
  count: number,
  overrides: Record<string, string>,
): Promise<void> {
  const { rows } = await seed.raw(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = ? order by ordinal_position`,
    [table],
  );
  const columns = (rows as { column_name: string }[]).map((row) => row.column_name);
  await seed.raw(
    `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
     select ${columns.map((column) => overrides[column] ?? `src."${column}"`).join(', ')} from "${table}" src, generate_series(1, ${count}) i where src.id = ?`,
    [templateId],
  );
}
