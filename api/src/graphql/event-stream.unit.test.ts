import { describe, expect, it } from 'vitest';
import { eventStream, MAX_WAITING_EVENTS } from './event-stream.js';
import { createLocalEventTarget } from './local-event-target.js';

const dispatch = (target: ReturnType<typeof createLocalEventTarget>, topic: string, detail: unknown) =>
  target.dispatchEvent(new CustomEvent(topic, { detail }));

describe('eventStream', () => {
  it('hands the events of its topic in order, to a waiting reader and from its queue', async () => {
    const target = createLocalEventTarget();
    const stream = eventStream<number>(target, 'a');
    const first = stream.next();
    dispatch(target, 'a', 1);
    dispatch(target, 'b', 99);
    dispatch(target, 'a', 2);
    dispatch(target, 'a', 3);
    expect(await first).toEqual({ done: false, value: 1 });
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    expect(await stream.next()).toEqual({ done: false, value: 3 });
  });

  it('gives every subscriber the same payload object (shared-subscriptions.ts keys its results by it)', async () => {
    const target = createLocalEventTarget();
    const [a, b] = [eventStream<object>(target, 't'), eventStream<object>(target, 't')];
    const payload = { id: 'x' };
    dispatch(target, 't', payload);
    expect((await a.next()).value).toBe(payload);
    expect((await b.next()).value).toBe(payload);
  });

  it('ends a waiting reader on return and stops listening', async () => {
    const target = createLocalEventTarget();
    const stream = eventStream<number>(target, 'a');
    const waiting = stream.next();
    await stream.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    dispatch(target, 'a', 1);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    // No listener is left behind: a new stream is the only one reached.
    const again = eventStream<number>(target, 'a');
    dispatch(target, 'a', 2);
    expect(await again.next()).toEqual({ done: false, value: 2 });
  });

  it('ends a reader that falls too far behind with an error, after what it had queued', async () => {
    const target = createLocalEventTarget();
    const stream = eventStream<number>(target, 'a');
    for (let i = 0; i <= MAX_WAITING_EVENTS; i++) dispatch(target, 'a', i);
    for (let i = 0; i < MAX_WAITING_EVENTS; i++) expect((await stream.next()).value).toBe(i);
    await expect(stream.next()).rejects.toThrow(/more than 1024 events/);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});
