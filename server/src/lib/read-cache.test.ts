import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('answers from the cache until the entry expires, then loads again', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 100, max: 10, now: () => now });
    const load = jest.fn(async () => 'fresh');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 150;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts the reads answered from the cache and those that loaded', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 100, max: 10, now: () => now });
    const load = async () => 'fresh';
    await cache.get('a', load);
    await cache.get('a', load);
    await cache.get('b', load);
    now = 150;
    await cache.get('a', load);
    expect(cache.stats()).toEqual({ hits: 1, misses: 3 });
  });

  it('when an entry is deleted, then the next read loads again', async () => {
    const cache = createReadCache({ ttlMs: 1000, max: 10 });
    const load = jest.fn(async () => 'fresh');
    await cache.get('k', load);
    cache.delete('k');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the time to live is 0, then every read loads and nothing is kept', async () => {
    const cache = createReadCache({ ttlMs: 0, max: 10 });
    const load = jest.fn(async () => 'fresh');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on invalidate, keeps at most max entries, and never keeps a failure', async () => {
    const cache = createReadCache({ ttlMs: 1000, max: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    cache.invalidate();
    expect(cache.size).toBe(0);
    await expect(cache.get('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });
});
