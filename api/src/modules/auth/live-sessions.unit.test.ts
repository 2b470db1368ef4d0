import { describe, expect, it } from 'vitest';
import { LiveSessionCache } from './live-sessions.js';

function clockAt(start: number) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

describe('LiveSessionCache', () => {
  it('asks the database once, then again only after the recheck time', async () => {
    const clock = clockAt(1_000);
    const cache = new LiveSessionCache(60_000, 10, clock.read);
    let checks = 0;
    const check = async () => (checks++, true);
    expect(await cache.isLive('s1', 'u1', check)).toBe(true);
    clock.now += 59_999;
    expect(await cache.isLive('s1', 'u1', check)).toBe(true);
    expect(checks).toBe(1);
    clock.now += 1;
    expect(await cache.isLive('s1', 'u1', check)).toBe(true);
    expect(checks).toBe(2);
  });

  it('never remembers a session the database says has ended, nor one of another user', async () => {
    const cache = new LiveSessionCache(60_000);
    let live = false;
    const check = async () => live;
    expect(await cache.isLive('s1', 'u1', check)).toBe(false);
    live = true;
    expect(await cache.isLive('s1', 'u1', check)).toBe(true);
    live = false;
    expect(await cache.isLive('s1', 'someone else', check)).toBe(false);
    expect(await cache.isLive('s1', 'u1', check)).toBe(false);
  });

  it('forgets a revoked session at once', async () => {
    const cache = new LiveSessionCache(60_000);
    cache.remember('s1', 'u1');
    cache.forget(['s1']);
    expect(await cache.isLive('s1', 'u1', async () => false)).toBe(false);
  });

  it('does not remember a check that a revocation overtook', async () => {
    const cache = new LiveSessionCache(60_000);
    let checks = 0;
    // The row was read before the revocation committed; its event arrives while the check is under way.
    const raced = async () => {
      checks++;
      cache.forget(['another session']);
      return true;
    };
    expect(await cache.isLive('s1', 'u1', raced)).toBe(true);
    expect(await cache.isLive('s1', 'u1', async () => (checks++, false))).toBe(false);
    expect(checks).toBe(2);
  });

  it('keeps at most its capacity, dropping the longest unrefreshed', async () => {
    const cache = new LiveSessionCache(60_000, 2);
    cache.remember('s1', 'u1');
    cache.remember('s2', 'u2');
    cache.remember('s1', 'u1');
    cache.remember('s3', 'u3');
    const checked: string[] = [];
    const check = (id: string) => async () => (checked.push(id), true);
    for (const id of ['s1', 's2', 's3']) await cache.isLive(id, id.replace('s', 'u'), check(id));
    expect(checked).toEqual(['s2']);
  });

  it('with a recheck time of 0 asks on every request', async () => {
    const cache = new LiveSessionCache(0);
    cache.remember('s1', 'u1');
    let checks = 0;
    await cache.isLive('s1', 'u1', async () => (checks++, true));
    await cache.isLive('s1', 'u1', async () => (checks++, true));
    expect(checks).toBe(2);
  });
});
