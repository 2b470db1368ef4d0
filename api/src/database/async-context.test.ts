import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactionContext, type FlushEventArgs } from '@mikro-orm/core';
import { describe, expect, it, vi } from 'vitest';
import { User } from '../modules/user/user.entity.js';
import { buildUser } from '../test/factories.js';
import { useTestApp } from '../test/suite.js';

const app = useTestApp();

/**
 * Whether this Node's AsyncLocalStorage tags promises (Node 20 and 22: the hooks the patch turns off
 * between runs). Node 24's rides on AsyncContextFrame and tags none: there only the contexts are checked.
 */
const STORAGE_TAGS_PROMISES = (() => {
  const probe = new AsyncLocalStorage<boolean>();
  const tagged = probe.run(true, () => Object.getOwnPropertySymbols(Promise.resolve()).length > 0);
  probe.disable();
  return tagged;
})();

/** Whether Node tags new promises for an AsyncLocalStorage (its hooks are switched from the next tick on). */
async function promisesTracked(): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  return Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
}

/** Background jobs of the app flush now and then: the hooks are off once none is flushing. */
const hooksGoOff = () => vi.waitFor(async () => expect(await promisesTracked()).toBe(false), { timeout: 2_000, interval: 20 });

describe("MikroORM's async contexts (patches/@mikro-orm+core)", () => {
  it('hold inside a transaction, and tag no promise once it ended', async () => {
    const em = app.orm.em.fork({ cloneEventManager: true });
    let inside: { tracked: boolean; context: boolean } | undefined;
    await em.transactional(async () => {
      inside = { tracked: await promisesTracked(), context: TransactionContext.currentTransactionContext() !== undefined };
    });
    expect(inside).toEqual({ tracked: STORAGE_TAGS_PROMISES, context: true });
    expect(TransactionContext.currentTransactionContext()).toBeUndefined();
    await hooksGoOff();
  });

  it('still refuse a flush from a flush hook, and tag no promise once the flush ended', async () => {
    const { user } = await buildUser(app);
    const em = app.orm.em.fork({ cloneEventManager: true });
    let refusal: unknown;
    em.getEventManager().registerSubscriber({
      onFlush: async ({ em: flushing }: FlushEventArgs) => {
        refusal = await flushing.flush().catch((error: unknown) => error);
      },
    });
    (await em.findOneOrFail(User, user.id)).name = 'Flushed Once';
    await em.flush();
    expect(String(refusal)).toContain('You cannot call em.flush() from inside lifecycle hook handlers');
    await hooksGoOff();
  });
});
