/**
 * An event stream that starts with one event of its own. The source is subscribed before the first
 * event is handed out, so nothing published meanwhile is lost: a client that reads its state from
 * the first event and then follows the stream misses nothing between its query and its subscription.
 */
export async function* withInitial<T>(source: AsyncIterable<T>, initial: T): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const pending = iterator.next(); // starts the subscription now
  try {
    yield initial;
    let next = await pending;
    while (!next.done) {
      yield next.value;
      next = await iterator.next();
    }
  } finally {
    await iterator.return?.();
  }
}
