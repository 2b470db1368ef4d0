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
  const query = {
    __knexUid: connection.__knexUid,
    __knexTxId: connection.__knexTxId,
    method: 'raw',
    sql: text,
    bindings: values,
    options: { name },
  };
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
 *
 * `shape` must build the same SQL for a given `name`, without parameters of its own: the statement
 * around a page is built, compiled for PostgreSQL and named once per text of the page (`pageStatements`),
 * not on every request (issue 12: that was about 9% of a goal list's server CPU).
 */
export async function readPage<Columns>(
  em: EntityManager,
  name: string,
  page: Knex.QueryBuilder,
  viewerId: string,
  shape: (outer: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Columns[]> {
  const knex = em.getKnex();
  const inner = page.toSQL();
  const bindings = [...inner.bindings, viewerId];
  const statement = bindings.includes(undefined as never)
    ? null
    : pageStatement(name, inner.sql, bindings, () => outerQuery(knex, page, viewerId, shape));
  if (statement) return runNamed<Columns>(knex, statement.name, statement.native, bindings);
  // A page whose statement is not kept: knex compiles it and refuses an undefined parameter.
  const outer = outerQuery(knex, page, viewerId, shape).toSQL();
  const { rows }: { rows: Columns[] } = await knex
    .raw(outer.sql, outer.bindings)
    .options({ name: preparedName(name, outer.sql) });
  return rows;
}

function outerQuery(
  knex: Knex,
  page: Knex.QueryBuilder,
  viewerId: string,
  shape: (outer: Knex.QueryBuilder) => Knex.QueryBuilder,
): Knex.QueryBuilder {
  return shape(
    knex
      .from(page.as('page'))
      .crossJoin(knex.raw('(select ?::uuid as viewer_id) as params', [viewerId]))
      .orderBy('page.position'),
  );
}

/** A page's whole statement as PostgreSQL takes it, and its prepared name. */
interface PageStatement {
  name: string;
  native: string;
}

/** By list name and page text; `null` for a statement whose parameters are not the page's then the viewer's (compiled each time). */
const pageStatements = new Map<string, PageStatement | null>();
/** Lists filtered by a set of ids have a text per size of the set: the map starts over past this many. */
const PAGE_STATEMENTS_KEPT = 2_000;

function pageStatement(
  name: string,
  pageText: string,
  bindings: readonly unknown[],
  build: () => Knex.QueryBuilder,
): PageStatement | null {
  const key = `${name}\n${pageText}`;
  const kept = pageStatements.get(key);
  if (kept !== undefined) return kept;
  const outer = build().toSQL();
  const matches =
    outer.bindings.length === bindings.length && outer.bindings.every((value, index) => value === bindings[index]);
  const statement = matches ? { name: preparedName(name, outer.sql), native: outer.toNative().sql } : null;
  if (pageStatements.size >= PAGE_STATEMENTS_KEPT) pageStatements.clear();
  pageStatements.set(key, statement);
  return statement;
}

/** The size of the whole list a page of `readPage` belongs to (each row carries it; an empty page past the end says 0). */
export const pageTotal = (rows: readonly { total: string | number }[]): number =>
  rows.length ? Number(rows[0].total) : 0;
