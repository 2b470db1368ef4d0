/** What an event stream needs of an event target: the in-process one (local-event-target.ts) or Redis's. */
export type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Events a subscriber has not taken yet, at most: a consumer this far behind is ended with an error instead. */
export const MAX_WAITING_EVENTS = 1024;

/**
 * One subscriber's events of one topic, as an async iterator: the payload (`detail`) of each event
 * dispatched on the target from now on, in order, until `return`. An event reaching thousands of
 * open views runs this listener once per view (issue 12, P4), so it does the least it can: it hands
 * the payload to the waiting `next`, or queues it. (@repeaterjs/repeater, which the pub/sub library
 * uses, spent a tenth of the fan-out's CPU and fed much of its garbage collection.)
 */
export function eventStream<T>(target: EventSource, topic: string): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let ended = false;
  let overflowed = false;
  const listener = (event: Event) => {
    const value = (event as CustomEvent<T>).detail;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ done: false, value });
    } else if (queue.length < MAX_WAITING_EVENTS) {
      queue.push(value);
    } else {
      overflowed = true;
      end();
    }
  };
  const end = () => {
    if (ended) return;
    ended = true;
    target.removeEventListener(topic, listener);
    waiting?.({ done: true, value: undefined });
    waiting = null;
  };
  target.addEventListener(topic, listener);
  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ done: false, value: queue.shift()! });
      if (overflowed) {
        overflowed = false;
        return Promise.reject(
          new Error(`more than ${MAX_WAITING_EVENTS} events of ${topic} waited for one subscriber`),
        );
      }
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise<IteratorResult<T>>((resolve) => (waiting = resolve));
    },
    return() {
      queue.length = 0;
      end();
      return Promise.resolve({ done: true, value: undefined });
    },
    throw(error: unknown) {
      queue.length = 0;
      end();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
