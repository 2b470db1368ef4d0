import { GraphQLScalarType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { isPromiseLike } from '../kernel/is-promise-like.js';

/**
 * type-graphql's resolvers, made direct once the schema is built (issue 12, P3). Quarter uses no
 * global middleware, auth checker or argument validation, so for most fields type-graphql's
 * wrapper only costs: per call it builds a resolver-data object, sorts and maps the parameter list
 * (an eighth of the planner day's allocations) and awaits every argument.
 * - A plain field (no field resolver, no middleware, named as its property) gets no resolver at
 *   all: the executor reads the property, as graphql-js's default resolver does.
 * - A query, mutation or field resolver without middleware whose parameters are the root, the
 *   context or a part of it, the info, a custom parameter (`@SignedIn()`) or an argument of a
 *   scalar or enum type calls its method with the parameters taken in order, computed once here.
 * Anything else (an input-object argument type-graphql turns into a class, `@Args`, a
 * `@UseMiddleware` such as `@RetrySafe`) keeps type-graphql's own resolver.
 */
export function directResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const resolvedFields = new Map<Function | undefined, Set<string>>();
  for (const resolver of storage.fieldResolvers) {
    const target = resolver.getObjectType?.();
    resolvedFields.set(target, (resolvedFields.get(target) ?? new Set()).add(resolver.methodName));
  }
  const hasResolver = (target: Function, name: string) => resolvedFields.get(target)?.has(name) === true;
  const objectTypeOf = new Map(storage.objectTypes.map((it) => [it.target, it]));
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    const implemented = storage.interfaceTypes.filter((it) => objectType.interfaceClasses?.includes(it.target));
    for (const field of [...implemented.flatMap((it) => it.fields ?? []), ...(objectType.fields ?? [])]) {
      const plain =
        !hasResolver(field.target, field.name) &&
        field.name === field.schemaName &&
        !field.middlewares?.length &&
        !field.params?.length;
      if (plain && fields[field.schemaName]) fields[field.schemaName]!.resolve = undefined;
    }
  }
  const roots = [
    [schema.getQueryType(), storage.queries],
    [schema.getMutationType(), storage.mutations],
  ] as const;
  for (const [root, handlers] of roots) {
    for (const handler of handlers) {
      const field = root?.getFields()[handler.schemaName];
      if (field?.resolve) field.resolve = directCall(handler, field.resolve, storage) ?? field.resolve;
    }
  }
  for (const resolver of storage.fieldResolvers) {
    const objectType =
      resolver.kind === 'external' ? objectTypeOf.get(resolver.getObjectType?.() as Function) : undefined;
    const type = objectType && schema.getType(objectType.name);
    const field = isObjectType(type) ? type.getFields()[resolver.schemaName] : undefined;
    if (field?.resolve) field.resolve = directCall(resolver, field.resolve, storage) ?? field.resolve;
  }
  return schema;
}

type Storage = ReturnType<typeof getMetadataStorage>;
type Handler = Storage['queries'][number] | Storage['fieldResolvers'][number];
type Param = NonNullable<Handler['params']>[number];
type ResolverArgs = Parameters<GraphQLFieldResolver<unknown, unknown>>;
/** A parameter's value; FALLBACK when this call needs type-graphql's conversion after all. */
type ParamValue = (...args: ResolverArgs) => unknown;

const FALLBACK = Symbol('fallback');
const instances = new Map<Function, Record<string, (...params: unknown[]) => unknown>>();

/** The resolver's instance: one per class, made as type-graphql's default container makes it (Quarter's resolver classes hold no state). */
function instanceOf(target: Function) {
  let instance = instances.get(target);
  if (!instance)
    instances.set(target, (instance = new (target as new () => Record<string, (...params: unknown[]) => unknown>)()));
  return instance;
}

function directCall(
  handler: Handler,
  original: GraphQLFieldResolver<unknown, unknown>,
  storage: Storage,
): GraphQLFieldResolver<unknown, unknown> | null {
  if (handler.middlewares?.length || handler.roles?.length) return null;
  const values: ParamValue[] = [];
  for (const param of [...(handler.params ?? [])].sort((a, b) => a.index - b.index)) {
    const value = paramValue(param, storage);
    if (!value) return null;
    values.push(value);
  }
  const { methodName, target } = handler;
  const instance = instanceOf(target);
  return (...args: ResolverArgs) => {
    const params = new Array<unknown>(values.length);
    let pending = false;
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!(...args);
      if (value === FALLBACK) return original(...args);
      pending ||= isPromiseLike(value);
      params[i] = value;
    }
    return pending
      ? Promise.all(params).then((settled) => instance[methodName]!(...settled))
      : instance[methodName]!(...params);
  };
}

function paramValue(param: Param, storage: Storage): ParamValue | null {
  switch (param.kind) {
    case 'context': {
      const property = param.propertyName;
      return property
        ? (_root, _args, context) => (context as Record<string, unknown>)[property]
        : (_root, _args, context) => context;
    }
    case 'info':
      return (_root, _args, _context, info) => info;
    case 'root': {
      const { propertyName, getType } = param;
      let type: unknown;
      return (root) => {
        const value = propertyName ? (root as Record<string, unknown>)[propertyName] : root;
        if (!getType || value == null) return value;
        // type-graphql makes an instance of the declared class of a root that is not one yet.
        type ??= getType();
        return typeof type !== 'function' || type === Object || value instanceof type ? value : FALLBACK;
      };
    }
    case 'custom':
      if (param.options.arg) return null;
      return (root, args, context, info) => param.resolver({ root, args, context, info });
    case 'arg': {
      if (param.validateFn || param.validateSettings !== undefined || !passesAsIs(param.getType(), storage))
        return null;
      const { name } = param;
      return (_root, args) => args[name];
    }
    default:
      return null;
  }
}

/** An argument type type-graphql hands over unchanged: a scalar or an enum, not an input class it would instantiate. */
function passesAsIs(type: unknown, storage: Storage): boolean {
  if (type instanceof GraphQLScalarType || type === String || type === Number || type === Boolean || type === Date)
    return true;
  return storage.enums.some((it) => it.enumObj === type);
}
