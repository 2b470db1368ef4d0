import { ReferenceKind, type EntityClass, type EntityMetadata, type EntityProperty, type MetadataStorage } from '@mikro-orm/core';

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
export type Row<E> = { readonly [K in keyof E as K extends string ? (E[K] extends (...args: never[]) => unknown ? never : K) : never]: RowValue<E[K]> };

type Revive = (json: Record<string, unknown>) => void;

const bySchema = new WeakMap<MetadataStorage, RowSql>();

/** The `RowSql` of an entity manager's metadata (one per ORM). */
export function rowSql(em: { getMetadata(): MetadataStorage }): RowSql {
  const metadata = em.getMetadata();
  let sql = bySchema.get(metadata);
  if (!sql) bySchema.set(metadata, (sql = new RowSql(metadata)));
  return sql;
}

/**
 * Column lists of entities for read statements, from the ORM's metadata: `row(Todo, 't')` is a
 * `json_build_object` of the to-do's columns keyed by property name (references as `{ id }`), and
 * `revive(Todo, json)` turns its timestamps back into `Date`s as the entity has them.
 */
export class RowSql {
  private readonly revivers = new Map<string, Revive>();

  constructor(private readonly metadata: MetadataStorage) {}

  row<E>(entity: EntityClass<E>, alias: string, only?: readonly (keyof E & string)[]): string {
    const props = columnProps(this.meta(entity)).filter((prop) => !only || only.includes(prop.name as keyof E & string));
    if (props.length > 50) throw new Error(`${entity.name}: json_build_object takes at most 50 columns; pass the ones needed`);
    return `json_build_object(${props.map((prop) => `'${prop.name}', ${valueSql(prop, alias)}`).join(', ')})`;
  }

  revive<E>(entity: EntityClass<E>, json: unknown): Row<E> {
    let revive = this.revivers.get(entity.name);
    if (!revive) {
      const dates = columnProps(this.meta(entity)).filter((prop) => prop.runtimeType === 'Date').map((prop) => prop.name);
      revive = (row) => {
        for (const key of dates) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
      };
      this.revivers.set(entity.name, revive);
    }
    revive(json as Record<string, unknown>);
    return json as Row<E>;
  }

  private meta<E>(entity: EntityClass<E>): EntityMetadata<E> {
    return this.metadata.get<E>(entity.name);
  }
}

function columnProps<E>(meta: EntityMetadata<E>): EntityProperty<E>[] {
  return meta.props.filter((prop) => prop.persist !== false && !prop.formula && (prop.kind === ReferenceKind.SCALAR || isToOne(prop)));
}

const isToOne = (prop: EntityProperty) => (prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) && prop.owner !== false && prop.fieldNames.length === 1;

function valueSql(prop: EntityProperty, alias: string): string {
  const column = `${alias}."${prop.fieldNames[0]}"`;
  if (!isToOne(prop)) return column;
  return `case when ${column} is null then null else json_build_object('id', ${column}) end`;
}
