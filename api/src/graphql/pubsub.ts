import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { createLocalEventTarget } from './local-event-target.js';

/**
 * The typed topics of Quarter: `'topic': [routingKey, payload]` or `[payload]`. Each module declares
 * its own in its `<area>.module.ts` by declaration merging. Events carry ids, never whole objects:
 * subscribers load what they show with their own viewer's rights, so an event cannot leak what the
 * receiver may not see.
 */
export interface Topics {}

/** The topics as the pub/sub library takes them (a mapped type has the index signature it needs). */
type TopicArgs = { [Topic in keyof Topics]: Topics[Topic] };

export type EventBus = PubSub<TopicArgs>;

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
  const bus = createPubSub<TopicArgs>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
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
  const bus = createPubSub<TopicArgs>({ eventTarget: createLocalEventTarget() as PubSubEventTarget<TopicArgs> });
  return {
    ...bus,
    publish: (...args) => {
      setImmediate(() => bus.publish(...args));
    },
  };
}
