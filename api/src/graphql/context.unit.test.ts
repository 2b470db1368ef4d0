import { describe, expect, it } from 'vitest';
import type { Services } from '../kernel/services.js';
import { createContext, freshForEvent } from './context.js';

function fakeServices() {
  const made = { forks: 0, loaders: 0, loggers: 0 };
  const services = {
    orm: { em: { fork: () => ({ fork: ++made.forks }) } },
    createLoaders: (em: unknown) => ({ loaders: ++made.loaders, em }),
    logger: { child: (bindings: object) => ({ logger: ++made.loggers, bindings }) },
  } as unknown as Services;
  return { services, made };
}

/** What Apollo Server does with the context before resolvers see it (ApolloServer.js cloneObject). */
const apolloCopy = <T extends object>(object: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(object) as object) as T, object);

describe('createContext', () => {
  it('forks, builds loaders and a child logger only when asked, once each', () => {
    const { services, made } = fakeServices();
    const ctx = createContext({ services, viewer: null, requestId: 'r-1' });
    expect(made).toEqual({ forks: 0, loaders: 0, loggers: 0 });
    const loaders = ctx.loaders as unknown as { em: unknown };
    expect(loaders.em).toBe(ctx.em);
    expect(ctx.loaders).toBe(loaders);
    expect(ctx.logger).toEqual({ logger: 1, bindings: { requestId: 'r-1' } });
    expect(ctx.logger).toBe(ctx.logger);
    expect(made).toEqual({ forks: 1, loaders: 1, loggers: 1 });
  });

  it("stays lazy through Apollo's copy, which keeps what it makes", () => {
    const { services, made } = fakeServices();
    const viewer = { userId: 'u', sessionId: 's' };
    const copy = apolloCopy(createContext({ services, viewer, requestId: 'r-2', ip: '10.0.0.1' }));
    expect(made).toEqual({ forks: 0, loaders: 0, loggers: 0 });
    expect(copy.viewer).toBe(viewer);
    expect(copy.requestId).toBe('r-2');
    expect(copy.ip).toBe('10.0.0.1');
    expect(copy.em).toBe(copy.em);
    expect(made.forks).toBe(1);
  });

  it('starts anew for an event: a fresh fork with loaders on it', () => {
    const { services } = fakeServices();
    const ctx = createContext({ services, viewer: null });
    const first = ctx.em;
    freshForEvent(ctx);
    expect(ctx.em).not.toBe(first);
    expect((ctx.loaders as unknown as { em: unknown }).em).toBe(ctx.em);
  });
});
