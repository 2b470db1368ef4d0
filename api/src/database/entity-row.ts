import {
  ReferenceKind,
  type EntityClass,
  type EntityMetadata,
  type EntityProperty,
  type MetadataStorage,
} from '@mikro-orm/core';

/** A reference to another row: its id only (what a to-one relation of a row holds). */
export interface Ref {
  readonly id: string;
}

type RowValue<V> = V extends Date ? V : V extends { id: string } ? Ref : V;

/**
 * An entity as the read path hands it out: its columns as plain values under the entity's property
 * names, to-one relations as `{ id }`. An entity is itself a `Row` of its class, so a field resolver
 * typed on `Row<Todo>` serves a row read by a read statement and an entity a mutation returns alike.
 */
export type Row<E> = {
  readonly [
    K in keyof E as K extends string ? (E[K] extends (...args: never[]) => unknown ? never : K) : never
  ]: RowValue<E[K]>;
};

type Revive = (values: readonly unknown[]) => Record<string, unknown>;

const bySchema = new WeakMap<MetadataStorage, RowSql>();

/** The `RowSql` of an entity manager's metadata (one per ORM). */
export function rowSql(em: { getMetadata(): MetadataStorage }): RowSql {
  const metadata = em.getMetadata();
  let sql = bySchema.get(metadata);
  if (!sql) bySchema.set(metadata, (sql = new RowSql(metadata)));
  return sql;
}

/**
 * Column lists of entities for read statements, from the ORM's metadata. `row(Todo, 't')` is a JSON
 * array of the to-do's columns in the metadata's order, and `revive(Todo, json)` makes the `Row` of
 * it: property names, references as `{ id }`, timestamps as `Date`s, as the entity has them. An array
 * and not an object keyed by property name: about 40% less text for PostgreSQL to build and send and
 * for the pg driver to parse (issue 12: `JSON.parse` of whole rows was a tenth of a planner day's
 * server CPU). `fields(User, 'u', [...])` is an object of some columns, for answers used as they come.
 */
export class RowSql {
  /** By entity, then by the `only` list given (the same constant array on every call), or null for all columns. */
  private readonly revivers = new Map<EntityClass<unknown>, Map<readonly string[] | null, Revive>>();

  constructor(private readonly metadata: MetadataStorage) {}

  /** All the columns, or `only` these (then `revive` takes the same array, a constant, and the others stay absent from the row). */
  row<E>(entity: EntityClass<E>, alias: string, only?: readonly (keyof E & string)[]): string {
    const props = this.props(entity, only);
    if (props.length > 100) throw new Error(`${entity.name}: json_build_array takes at most 100 columns`);
    return `json_build_array(${props.map((prop) => `${alias}."${prop.fieldNames[0]}"`).join(', ')})`;
  }

  /** Some columns as a JSON object keyed by property name (references as `{ id }`), read without `revive`. */
  fields<E>(entity: EntityClass<E>, alias: string, only: readonly (keyof E & string)[]): string {
    return `json_build_object(${this.props(entity, only)
      .map((prop) => `'${prop.name}', ${objectValueSql(prop, alias)}`)
      .join(', ')})`;
  }

  revive<E>(entity: EntityClass<E>, json: unknown, only?: readonly (keyof E & string)[]): Row<E> {
    let byColumns = this.revivers.get(entity as EntityClass<unknown>);
    if (!byColumns) this.revivers.set(entity as EntityClass<unknown>, (byColumns = new Map()));
    let revive = byColumns.get(only ?? null);
    if (!revive) {
      revive = reviverOf(this.props(entity, only));
      byColumns.set(only ?? null, revive);
    }
    return revive(json as readonly unknown[]) as Row<E>;
  }

  private props<E>(entity: EntityClass<E>, only?: readonly (keyof E & string)[]): EntityProperty<E>[] {
    return columnProps(this.meta(entity)).filter((prop) => !only || only.includes(prop.name as keyof E & string));
  }

  private meta<E>(entity: EntityClass<E>): EntityMetadata<E> {
    return this.metadata.get<E>(entity.name);
  }
}

function columnProps<E>(meta: EntityMetadata<E>): EntityProperty<E>[] {
  return meta.props.filter(
    (prop) => prop.persist !== false && !prop.formula && (prop.kind === ReferenceKind.SCALAR || isToOne(prop)),
  );
}

const isToOne = (prop: EntityProperty) =>
  (prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) &&
  prop.owner !== false &&
  prop.fieldNames.length === 1;

function objectValueSql(prop: EntityProperty, alias: string): string {
  const column = `${alias}."${prop.fieldNames[0]}"`;
  if (!isToOne(prop)) return column;
  return `case when ${column} is null then null else json_build_object('id', ${column}) end`;
}

/**
 * Turns `row`'s array back into the entity's shape: a function compiled once per entity (and column
 * list) that returns one object literal, so every row of an entity has one shape and no key is set
 * in a loop (issue 12: a looping reviver was 5% of a planner day's server CPU). The property names
 * come from the ORM's metadata, never from a request.
 */
function reviverOf(props: readonly EntityProperty[]): Revive {
  const fields = props.map((prop, i) => {
    const value = `v[${i}]`;
    const expression = isToOne(prop)
      ? `${value} === null ? null : { id: ${value} }`
      : prop.runtimeType === 'Date'
        ? `${value} === null ? null : new Date(${value})`
        : value;
    return `${JSON.stringify(prop.name)}: ${expression}`;
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated on purpose, from the ORM's metadata (above)
  return new Function('v', `return { ${fields.join(', ')} };`) as Revive;
}
