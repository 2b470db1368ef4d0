import type pg from 'pg';

/** The schema Quarter's migrations build; pg-boss keeps its queue in `pgboss`, which is not data. */
export const APP_SCHEMA = 'public';
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface TableColumns {
  table: string;
  /** Stored columns in order; generated columns are left out (PostgreSQL computes them again). */
  columns: string[];
}

const TABLES_SQL = `
  select c.relname as table,
         array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
   where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p')
   group by c.relname
   order by c.relname`;

const FOREIGN_KEYS_SQL = `
  select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
   where k.contype = 'f' and c.relnamespace = $1::regnamespace and k.conrelid <> k.confrelid`;

/** Every table of the app's schema, parents before the tables that refer to them. */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableColumns[]> {
  const tables = (await client.query<TableColumns>(TABLES_SQL, [APP_SCHEMA])).rows;
  const keys = (await client.query<{ child: string; parent: string }>(FOREIGN_KEYS_SQL, [APP_SCHEMA])).rows;
  return orderByForeignKeys(tables, keys);
}

/**
 * Topological order over the foreign keys between tables (a table's references to itself are
 * checked at the end of its one COPY, so they need no order). A cycle between tables is an error:
 * no order could load it with the constraints checked.
 */
export function orderByForeignKeys<T extends { table: string }>(
  tables: T[],
  keys: { child: string; parent: string }[],
): T[] {
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const byName = new Map(tables.map((t) => [t.table, t]));
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    state.set(name, 'visiting');
    for (const key of keys) if (key.child === name) visit(key.parent, [...path, name]);
    state.set(name, 'done');
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) visit(table.table, []);
  return ordered;
}

/** Sets every sequence owned by a column of the app's schema past the highest value restored. */
export async function advanceSequences(client: pg.ClientBase): Promise<void> {
  const owned = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.oid::regclass::text as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and t.relnamespace = $1::regnamespace`,
    [APP_SCHEMA],
  );
  for (const { sequence, table, column } of owned.rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdent(column)}) from ${qualified(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (table: string) => `${quoteIdent(APP_SCHEMA)}.${quoteIdent(table)}`;
export const columnList = (columns: string[]) => columns.map(quoteIdent).join(', ');
