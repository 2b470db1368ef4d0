import {
  createSourceEventStream,
  execute,
  getNamedType,
  getOperationAST,
  isLeafType,
  isObjectType,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { isPromiseLike } from '../kernel/is-promise-like.js';

/**
 * Fan-out of one event to many open views (issue 12, P4). A subscription field whose answer
 * depends only on the event and the operation's variables, never on who listens, is marked
 * `@Extensions(SHARED_RESULT)`; its payload type may hold leaf fields only (checked at start). Each
 * subscriber still subscribes on its own (its `subscribe` function authorizes it), but an event is
 * executed once per document and variables and that one result goes to every such subscriber.
 * Other subscriptions execute per subscriber, with their own viewer's rights, as before.
 */
export const SHARED_RESULT = { sharedResult: true } as const;

type Events = AsyncIterableIterator<ExecutionResult>;

/** Fails the start when a shared subscription could answer something that depends on its viewer. */
export function assertSharedSubscriptionsAreLeafOnly(schema: GraphQLSchema): void {
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    if (!field.extensions.sharedResult) continue;
    const type = getNamedType(field.type);
    const leafOnly =
      isObjectType(type) && Object.values(type.getFields()).every((child) => isLeafType(getNamedType(child.type)));
    if (!leafOnly)
      throw new Error(
        `Subscription.${field.name} is marked shared but its payload has object fields: they could differ by viewer`,
      );
  }
}

/** graphql's `subscribe`, sharing the execution of an event among the subscribers of a shared field with one document and the same variables. */
export async function subscribeSharing(args: ExecutionArgs): Promise<Events | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source;
  const shareKey = sharedResultKey(args);
  const run = (event: unknown) => execute({ ...args, rootValue: event }) as Promise<ExecutionResult> | ExecutionResult;
  return mapEvents(source, shareKey === null ? run : (event) => sharedExecution(event, shareKey, () => run(event)));
}

/** Results of events being delivered, per event object (every listener of a topic gets the same one) and share key. */
const executions = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();

function sharedExecution(
  event: unknown,
  key: string,
  run: () => Promise<ExecutionResult> | ExecutionResult,
): Promise<ExecutionResult> | ExecutionResult {
  if (typeof event !== 'object' || event === null) return run();
  let byKey = executions.get(event);
  if (!byKey) executions.set(event, (byKey = new Map()));
  let result = byKey.get(key);
  if (!result) {
    result = run();
    byKey.set(key, result);
    // Later subscribers of this event take the settled result as it is, without waiting a turn for it.
    if (isPromiseLike(result))
      void result.then(
        (settled) => byKey.set(key, settled),
        () => {},
      );
  }
  return result;
}

/** The key of the document (one object per distinct query text, see operation-cache.ts) and variables, or null when the field is not shared. */
const documentIds = new WeakMap<object, number>();
let nextDocumentId = 0;

function sharedResultKey(args: ExecutionArgs): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  const [selection, ...more] = operation?.selectionSet.selections ?? [];
  if (!operation || more.length > 0 || selection?.kind !== 'Field') return null;
  const field = args.schema.getSubscriptionType()?.getFields()[selection.name.value];
  if (!field?.extensions.sharedResult) return null;
  let documentId = documentIds.get(args.document);
  if (documentId === undefined) documentIds.set(args.document, (documentId = nextDocumentId++));
  return `${documentId}:${args.operationName ?? ''}:${JSON.stringify(args.variableValues ?? {})}`;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * Maps an event stream; `return` reaches the source at once, even while it waits for an event. A
 * result that is already there (a shared one, or a synchronous execution) is handed on in the same
 * turn: no promise of its own per subscriber and event.
 */
function mapEvents(
  source: AsyncIterable<unknown>,
  map: (event: unknown) => Promise<ExecutionResult> | ExecutionResult,
): Events {
  const iterator = source[Symbol.asyncIterator]();
  const mapped = (
    result: IteratorResult<unknown>,
  ): IteratorResult<ExecutionResult> | Promise<IteratorResult<ExecutionResult>> => {
    if (result.done) return { done: true, value: undefined };
    const value = map(result.value);
    return isPromiseLike(value) ? value.then((settled) => ({ done: false, value: settled })) : { done: false, value };
  };
  return {
    next: () => iterator.next().then(mapped),
    return: async () => {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error) => {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
