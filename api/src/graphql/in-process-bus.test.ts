import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createEventBus } from './pubsub.js';

/** Lets the promise jobs queued so far (and those they queue, a few levels deep) run, but no timer or I/O. */
async function drainPromiseJobs(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('the in-process event bus', () => {
  it('hands an event to every subscriber once the publishing work is done, without a listener warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const { bus } = createEventBus(undefined, createLogger('silent'));
      const received: string[] = [];
      const subscriptions = Array.from({ length: 50 }, async (_, i) => {
        for await (const event of bus.subscribe('planner.changed', 'user-1')) {
          received.push(`${i}:${event.date}`);
          return;
        }
      });
      await new Promise((resolve) => setImmediate(resolve));

      bus.publish('planner.changed', 'user-1', { userId: 'user-1', date: '2026-11-24' });
      await drainPromiseJobs();
      expect(received).toEqual([]);

      await Promise.all(subscriptions);
      expect(received).toHaveLength(50);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
