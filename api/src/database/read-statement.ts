import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { rowSql, type RowSql } from './entity-row.js';

/**
 * The read path (docs/architecture.md, "Reads"): a list or a detail is one parameterised SQL
 * statement returning plain rows, not entities. It goes to PostgreSQL as a named prepared statement,
 * so each connection plans it once and reuses the plan; its text is built on first use from the
 * ORM's metadata (column lists of entities through `RowSql`) and never changes after, which is what
 * a named statement needs. Parameters are positional (`?`); a statement that uses one several times
 * names them once in a leading `with params as (select ?::uuid as viewer_id, ...)`.
 */
export class ReadStatement<Params extends readonly unknown[], Row> {
  private text: string | null = null;

  constructor(
    private readonly name: string,
    private readonly build: (sql: RowSql) => string,
  ) {}

  async run(em: EntityManager, params: Params): Promise<Row[]> {
    this.text ??= this.build(rowSql(em));
    // Through knex, so the statement counts of the tests and the pool are the ORM's own.
    const result: { rows: Row[] } = await em.getKnex().raw(this.text, params as unknown as readonly string[]).options({ name: this.name });
    return result.rows;
  }
}

/**
 * The name of a prepared statement whose text depends on its filters (a knex builder's `toSQL().sql`):
 * one name per distinct text, so each shape is planned once per connection.
 */
export function preparedName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
}

/**
 * A paged list on the read path: `page` selects one page (`id`, `total`, `position`); `shape` joins
 * the rest to it and selects the columns, with the viewer as `params.viewer_id`. The per-row
 * subqueries then run for the rows of the page only. Prepared per shape of the filter.
 */
export async function readPage<Columns>(
  em: EntityManager,
  name: string,
  page: Knex.QueryBuilder,
  viewerId: string,
  shape: (outer: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Columns[]> {
  const knex = em.getKnex();
  const outer = shape(knex.from(page.as('page')).crossJoin(knex.raw('(select ?::uuid as viewer_id) as params', [viewerId])).orderBy('page.position'));
  // Compiled once: the text names the prepared statement.
  const { sql: text, bindings } = outer.toSQL();
  const { rows }: { rows: Columns[] } = await knex.raw(text, bindings).options({ name: preparedName(name, text) });
  return rows;
}

/** The size of the whole list a page of `readPage` belongs to (each row carries it; an empty page past the end says 0). */
export const pageTotal = (rows: readonly { total: string | number }[]): number => (rows.length ? Number(rows[0].total) : 0);
