import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { eventStream, type EventSource } from './event-stream.js';
import { createLocalEventTarget } from './local-event-target.js';

/**
 * The typed topics of Quarter: `'topic': [routingKey, payload]` or `[payload]`. Each module declares
 * its own in its `<area>.module.ts` by declaration merging. Events carry ids, never whole objects:
 * subscribers load what they show with their own viewer's rights, so an event cannot leak what the
 * receiver may not see.
 */
export interface Topics {}

type Topic = Extract<keyof Topics, string>;
/** A topic with a routing key is published and subscribed with it: `('planner.changed', userId)`. */
type RoutedBy<K extends Topic> = Topics[K] extends [unknown, unknown] ? [K, Topics[K][0]] : [K];
type PublishedWith<K extends Topic> = Topics[K] extends [unknown, unknown] ? [Topics[K][0], Topics[K][1]] : Topics[K];
type Payload<K extends Topic> = Topics[K] extends [unknown, infer P] ? P : Topics[K] extends [infer P] ? P : never;

/** Events by topic (and routing key), in this process or across instances. */
export interface EventBus {
  publish<K extends Topic>(topic: K, ...args: PublishedWith<K>): void;
  /** Events published from now on, until the iterator's `return`. */
  subscribe<K extends Topic>(...args: RoutedBy<K>): AsyncIterableIterator<Payload<K>>;
}

export interface EventBusHandle {
  bus: EventBus;
  close(): Promise<void>;
}

/** In-process by default; through Redis when REDIS_URL is set, so several API instances share events. */
export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBusHandle {
  if (!redisUrl) return { bus: inProcessBus(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false });
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (err) => logger.error({ err }, 'redis connection error'));
  }
  const bus = busOn(createRedisEventTarget({ publishClient, subscribeClient }));
  logger.info('event bus on Redis');
  return {
    bus,
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * Events of this process only. Each subscription adds one listener (thousands of open views are
 * expected: local-event-target.ts), and an event is handed to them once the current work is done:
 * the mutation that published it answers first instead of waiting for the fan-out, as it does
 * through Redis.
 */
function inProcessBus(): EventBus {
  const bus = busOn(createLocalEventTarget());
  return {
    publish: (...args) => {
      setImmediate(() => bus.publish(...args));
    },
    subscribe: bus.subscribe,
  };
}

/** The bus over an event target: `topic` or `topic:routingKey` is the event's type, the payload its `detail`. */
function busOn(target: EventSource & Pick<EventTarget, 'dispatchEvent'>): EventBus {
  return {
    publish(topic: string, ...args: unknown[]) {
      const routed = args.length > 1;
      target.dispatchEvent(
        new CustomEvent(routed ? `${topic}:${String(args[0])}` : topic, {
          detail: (routed ? args[1] : args[0]) ?? null,
        }),
      );
    },
    subscribe(topic: string, routingKey?: unknown) {
      return eventStream(target, routingKey === undefined ? topic : `${topic}:${String(routingKey)}`);
    },
  } as EventBus;
}
