import {
  defaultFieldResolver,
  isInputObjectType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { errors } from './errors.js';
import { DEFAULT_MAX_LENGTH, FIRST_YEAR, LAST_YEAR } from './input-limits.js';

/**
 * Checks every argument of every field before its resolver (or subscription) runs, so that no input
 * reaches PostgreSQL as an error: strings within their declared length (input-limits.ts) and without
 * U+0000, which neither text nor jsonb can hold (the driver's message then breaks the protocol), and
 * days and times within FIRST_YEAR to LAST_YEAR.
 * One wrapper per field with arguments, added once when the schema is built: a new field is covered
 * without anyone remembering it.
 */
export function guardInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) if (field.args.length) guardField(field);
  }
  return schema;
}

function guardField(field: GraphQLField<unknown, unknown>): void {
  const unknown = Object.keys((field.extensions.argMaxLength ?? {}) as object).filter(
    (name) => !field.args.some((arg) => arg.name === name),
  );
  if (unknown.length) throw new Error(`@ArgMaxLength of ${field.name} names no argument: ${unknown.join(', ')}`);
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = (source, args, context, info) => {
    checkArguments(field, args);
    return resolve(source, args, context, info);
  };
  const subscribe = field.subscribe;
  if (subscribe) {
    field.subscribe = (source, args, context, info) => {
      checkArguments(field, args);
      return subscribe(source, args, context, info);
    };
  }
}

function checkArguments(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): void {
  const limits = (field.extensions.argMaxLength ?? {}) as Record<string, number>;
  for (const arg of field.args) checkValue(arg.type, args[arg.name], arg.name, limits[arg.name]);
}

function checkValue(type: GraphQLInputType, value: unknown, path: string, limit: number | undefined): void {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) return checkValue(type.ofType, value, path, limit);
  if (isListType(type)) {
    // graphql-js turns a single value given for a list into a list of one before it gets here.
    if (Array.isArray(value)) value.forEach((item, index) => checkValue(type.ofType, item, `${path}.${index}`, limit));
    return;
  }
  if (isInputObjectType(type)) {
    const object = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields()))
      checkValue(
        field.type,
        object[field.name],
        `${path}.${field.name}`,
        field.extensions.maxLength as number | undefined,
      );
    return;
  }
  if (!isScalarType(type)) return;
  if (type.name === 'String' || type.name === 'ID') checkText(value, path, limit ?? DEFAULT_MAX_LENGTH);
  else if (type.name === 'JSON' || type.name === 'JSONObject') checkJson(value, path);
  else if (type.name === 'LocalDate' || type.name === 'DateTime') checkYear(value, path);
}

/** A LocalDate arrives as 'YYYY-MM-DD', a DateTime as a Date. */
function checkYear(value: unknown, path: string): void {
  const year =
    value instanceof Date ? value.getUTCFullYear() : typeof value === 'string' ? Number(value.slice(0, 4)) : NaN;
  if (year >= FIRST_YEAR && year <= LAST_YEAR) return;
  throw errors.badInput(path, 'DATE_OUT_OF_RANGE', `${path} must be within the years ${FIRST_YEAR} to ${LAST_YEAR}.`);
}

function checkText(value: unknown, path: string, limit: number): void {
  if (typeof value !== 'string') return;
  if (value.length > limit) throw errors.badInput(path, 'TOO_LONG', `${path} can be at most ${limit} characters.`);
  if (value.includes('\u0000'))
    throw errors.badInput(
      path,
      'INVALID_CHARACTER',
      `${path} holds a null character (U+0000), which cannot be stored.`,
    );
}

/** JSON goes to jsonb, which refuses U+0000 in its strings and keys as well. */
function checkJson(value: unknown, path: string): void {
  if (typeof value === 'string' && value.includes('\u0000'))
    throw errors.badInput(
      path,
      'INVALID_CHARACTER',
      `${path} holds a null character (U+0000), which cannot be stored.`,
    );
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    checkJson(key, path);
    checkJson(item, `${path}.${key}`);
  }
}
