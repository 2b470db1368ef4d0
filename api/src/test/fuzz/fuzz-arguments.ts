import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { allIds, idKindOf, type IdPool } from './id-pool.js';
import {
  hostileDateTime,
  hostileFloat,
  hostileInt,
  hostileJson,
  hostileLocalDate,
  hostileString,
} from './hostile-values.js';

/** Arbitraries of a root field's variables, walking its argument types (nulls where nullable, enums, lists empty to very long). */
export class ArgumentArbitraries {
  /**
   * @param ids UUIDs worth aiming at: the caller's own items and another workspace's
   * @param rootField the field called, whose name says what an `id` argument names
   */
  constructor(
    private readonly ids: IdPool,
    private readonly rootField: string,
  ) {}

  /** One variable per argument, named as in `variableName`. */
  forArguments(args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
    const model = Object.fromEntries(args.map((arg) => [variableName(arg.name), this.forType(arg.type, 0, arg.name)]));
    return fc.record(model);
  }

  private forType(type: GraphQLInputType, depth: number, name: string): fc.Arbitrary<unknown> {
    if (isNonNullType(type)) return this.forNonNull(type.ofType, depth, name);
    // Nullable: null in one of four calls (omitted and null mean the same to the server).
    return fc.oneof(
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: this.forNonNull(type, depth, name), weight: 3 },
    );
  }

  private forNonNull(type: GraphQLInputType, depth: number, name: string): fc.Arbitrary<unknown> {
    if (isListType(type)) return this.forList(type.ofType, depth, name);
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
    if (isInputObjectType(type)) {
      // Deep recursive inputs stop at depth 3 (a nullable field gets null there).
      const fields = Object.values(type.getFields());
      return fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field.name,
            depth > 3 && !isNonNullType(field.type)
              ? fc.constant(null)
              : this.forType(field.type, depth + 1, field.name),
          ]),
        ),
      );
    }
    if (isScalarType(type)) return this.forScalar(type.name, name);
    throw new Error(`no arbitrary for input type ${String(type)}`);
  }

  /** Empty, a few, or very long (one value repeated) near the top; nested lists stay short so that a body can still be written. */
  private forList(item: GraphQLInputType, depth: number, name: string): fc.Arbitrary<unknown[]> {
    const one = this.forType(item, depth + 1, name);
    const short = fc.oneof(fc.constant<unknown[]>([]), fc.array(one, { maxLength: 4 }));
    if (depth > 1) return short;
    const long = fc
      .tuple(one, fc.constantFrom(200, 5_000))
      .map(([value, length]) => Array.from({ length }, () => value));
    return fc.oneof(short, long);
  }

  /** Ids of the kind the name suggests most often, then any of either side, then a random UUID. */
  private forId(name: string): fc.Arbitrary<string> {
    const kind = idKindOf(name, this.rootField);
    const matching = (kind && this.ids[kind]) || [];
    const choices = [
      { arbitrary: fc.constantFrom(...allIds(this.ids)), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
    ];
    return fc.oneof(...(matching.length ? [{ arbitrary: fc.constantFrom(...matching), weight: 4 }] : []), ...choices);
  }

  private forScalar(name: string, argument: string): fc.Arbitrary<unknown> {
    switch (name) {
      case 'String':
      case 'ID':
        return hostileString;
      case 'Int':
        return hostileInt;
      case 'Float':
        return hostileFloat;
      case 'Boolean':
        return fc.boolean();
      case 'UUID':
        return this.forId(argument);
      case 'LocalDate':
        return hostileLocalDate;
      case 'DateTime':
        return hostileDateTime;
      case 'JSON':
      case 'JSONObject':
        return hostileJson.map((value) =>
          name === 'JSONObject' && (typeof value !== 'object' || value === null || Array.isArray(value))
            ? { value }
            : value,
        );
      default:
        throw new Error(`the schema fuzz has no values for the scalar ${name}: add them to hostile-values.ts`);
    }
  }
}

/** The variable that carries an argument. */
export const variableName = (argument: string) => `a_${argument}`;
