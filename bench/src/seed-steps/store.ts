/** Writes the generated rows with multi-row INSERTs through `pg`. */
import type pg from 'pg';
import type { Row } from './context.js';

/** Inserts rows (all with the columns of the first) in statements of at most 60,000 parameters. */
export async function insert(client: pg.Client, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.floor(60_000 / columns.length);
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row, r) => {
      for (const column of columns) values.push(row[column]);
      return `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(',')})`;
    });
    await client.query(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`,
      values,
    );
  }
}

/** Inserts each table's rows, in the order given (referenced tables first). */
export async function insertTables(client: pg.Client, tables: [table: string, rows: Row[]][]): Promise<void> {
  for (const [table, rows] of tables) await insert(client, table, rows);
}
