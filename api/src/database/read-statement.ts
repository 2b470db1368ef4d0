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
  /** The text as PostgreSQL gets it ($1, $2, ... for the `?`), compiled by knex once. */
  private native: string | null = null;

  constructor(
    private readonly name: string,
    private readonly build: (sql: RowSql) => string,
  ) {}

  async run(em: EntityManager, params: Params): Promise<Row[]> {
    this.text ??= this.build(rowSql(em));
    const knex = em.getKnex();
    if (this.native === null || params.includes(undefined)) {
      // The first call (and one knex refuses: an undefined parameter) goes through knex.raw.
      const raw = knex.raw(this.text, params as unknown as readonly string[]).options({ name: this.name });
      this.native ??= raw.toSQL().toNative().sql;
      const result: { rows: Row[] } = await raw;
      return result.rows;
    }
    return runNamed<Row>(knex, this.name, this.native, params);
  }
}

/** What of knex's client `runNamed` uses (its pool and its query events). */
interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
  emit(event: 'query', query: object): boolean;
  emit(event: 'query-error', error: unknown, query: object): boolean;
}

interface PgConnection {
  __knexUid?: string;
  __knexTxId?: string;
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A named prepared statement on a connection of the ORM's pool, as `knex.raw(text, params)
 * .options({ name })` sends it, without building and compiling a knex query on every call (issue 12:
 * knex's query object, runner and response handling were about 4% of a planner-day read's server
 * CPU). The same pool (and its acquire timeout) and the same `query` event, so the statement counts
 * of the tests and `onEachQuery` see it as before; a failed statement emits `query-error` as knex does.
 */
async function runNamed<Row>(knex: Knex, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  const client = knex.client as KnexClient;
  const connection = await client.acquireConnection();
  const query = { __knexUid: connection.__knexUid, __knexTxId: connection.__knexTxId, method: 'raw', sql: text, bindings: values, options: { name } };
  try {
    client.emit('query', query);
    const result = await connection.query({ name, text, values });
    return result.rows as Row[];
  } catch (error) {
    client.emit('query-error', error, query);
    throw error;
  } finally {
    await client.releaseConnection(connection);
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
  const compiled = outer.toSQL();
  const { sql: text, bindings } = compiled;
  if (bindings.includes(undefined as never)) {
    const { rows }: { rows: Columns[] } = await knex.raw(text, bindings).options({ name: preparedName(name, text) });
    return rows;
  }
  return runNamed<Columns>(knex, preparedName(name, text), compiled.toNative().sql, bindings);
}

/** The size of the whole list a page of `readPage` belongs to (each row carries it; an empty page past the end says 0). */
export const pageTotal = (rows: readonly { total: string | number }[]): number => (rows.length ? Number(rows[0].total) : 0);
