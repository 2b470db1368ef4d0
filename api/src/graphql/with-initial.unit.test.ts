import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it } from 'vitest';
import { withInitial } from './with-initial.js';

describe('withInitial', () => {
  it('yields its own event first and loses nothing published before the consumer reads on', async () => {
    const bus = createPubSub<{ topic: [payload: number] }>();
    const stream = withInitial(bus.subscribe('topic'), 0);
    const received: number[] = [];
    received.push((await stream.next()).value as number);
    bus.publish('topic', 1); // published while the consumer is busy with the initial event
    bus.publish('topic', 2);
    received.push((await stream.next()).value as number, (await stream.next()).value as number);
    await stream.return(undefined);
    expect(received).toEqual([0, 1, 2]);
  });
});
