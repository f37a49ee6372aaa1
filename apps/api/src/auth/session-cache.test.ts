import type { SessionWithAccount } from '@app/db';
import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache.ts';

const row = (userId: number): SessionWithAccount => ({
  data: { userId },
  expiresAt: new Date(Date.now() + 60_000),
  account: {
    id: userId,
    username: `u${userId}`,
    role: 'user',
    isActive: true,
  } as SessionWithAccount['account'],
});

function listeningCache() {
  const cache = new SessionCache();
  cache.listener.onConnect();
  return cache;
}

describe('SessionCache', () => {
  it('reads the database once while nothing is announced, and hands each caller its own copy', async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => row(1));
    const first = await cache.read('s1', load);
    const second = await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it("drops a session when it is announced, and every session of a user when the user's row is", async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => row(1));
    await cache.read('s1', load);
    await cache.read('s2', load);
    cache.listener.onNotify('s:s1');
    await cache.read('s1', load);
    await cache.read('s2', load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.listener.onNotify('u:1');
    await cache.read('s1', load);
    await cache.read('s2', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("drops every copy when one of this instance's writes commits, before its announcement arrives", async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => row(1));
    await cache.read('s1', load);
    await cache.read('s2', load);
    cache.afterCommit();
    await cache.read('s1', load);
    await cache.read('s2', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep what a read fetched while an announcement arrived', async () => {
    const cache = listeningCache();
    let finish: (value: SessionWithAccount) => void = () => {};
    const slow = () => new Promise<SessionWithAccount>((resolve) => (finish = resolve));
    const pending = cache.read('s1', slow);
    cache.listener.onNotify('s:s1');
    finish(row(1));
    await pending;
    const load = vi.fn(async () => row(1));
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves nothing from memory before listening, while disconnected, or past the row’s expiry', async () => {
    const cache = new SessionCache();
    const load = vi.fn(async () => row(1));
    await cache.read('s1', load);
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.listener.onConnect();
    await cache.read('s1', load);
    cache.listener.onDisconnect();
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(4);
    cache.listener.onConnect();
    const expired = vi.fn(async () => ({ ...row(1), expiresAt: new Date(Date.now() - 1) }));
    await cache.read('s2', expired);
    await cache.read('s2', expired);
    expect(expired).toHaveBeenCalledTimes(2);
  });
});
