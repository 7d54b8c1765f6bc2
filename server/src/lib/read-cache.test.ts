import { RawJson } from './json-once';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('answers from the cache until the entry expires, then loads again', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 100, maxBytes: 1_000, now: () => now });
    const load = jest.fn(async () => 'fresh');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 150;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  /**
   * A cache of `ttlMs` on a clock of its own, and a read of one entry given a time of its own
   * (1 s) at a given time: how many of the reads so far loaded.
   */
  function entryWithItsOwnTime(ttlMs: number) {
    let now = 0;
    const cache = createReadCache({ ttlMs, maxBytes: 1_000, now: () => now });
    const load = jest.fn(async () => 'counts');
    const loadsAfterReadAt = async (time: number) => {
      now = time;
      await cache.get('long', load, 1_000);
      return load.mock.calls.length;
    };
    return { cache, loadsAfterReadAt };
  }

  it('keeps an entry given a time of its own for that time, until invalidated', async () => {
    const { cache, loadsAfterReadAt } = entryWithItsOwnTime(100);
    expect(await loadsAfterReadAt(0)).toBe(1);
    expect(await loadsAfterReadAt(900)).toBe(1);
    expect(await loadsAfterReadAt(1_001)).toBe(2);
    cache.invalidate();
    expect(await loadsAfterReadAt(1_001)).toBe(3);
  });

  it("never keeps an entry given a time of its own for less than the cache's time", async () => {
    // An operator's READ_CACHE_SECONDS longer than the entry's own time (two minutes, say).
    const { loadsAfterReadAt } = entryWithItsOwnTime(5_000);
    expect(await loadsAfterReadAt(0)).toBe(1);
    expect(await loadsAfterReadAt(4_000)).toBe(1);
    expect(await loadsAfterReadAt(5_001)).toBe(2);
  });

  it('keeps nothing when off, whatever an entry asks for', async () => {
    const { loadsAfterReadAt } = entryWithItsOwnTime(0);
    expect(await loadsAfterReadAt(0)).toBe(1);
    expect(await loadsAfterReadAt(0)).toBe(2);
  });

  it('counts the reads answered from the cache and those that loaded', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 100, maxBytes: 1_000, now: () => now });
    const load = async () => 'fresh';
    await cache.get('a', load);
    await cache.get('a', load);
    await cache.get('b', load);
    now = 150;
    await cache.get('a', load);
    expect(cache.stats()).toEqual({ hits: 1, misses: 3 });
  });

  it('when an entry is deleted, then the next read loads again', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1_000 });
    const load = jest.fn(async () => 'fresh');
    await cache.get('k', load);
    cache.delete('k');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the time to live is 0, then every read loads and nothing is kept', async () => {
    const cache = createReadCache({ ttlMs: 0, maxBytes: 1_000 });
    const load = jest.fn(async () => 'fresh');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on invalidate, and never keeps a failure', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1_000 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    await expect(cache.get('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });

  it('weighs a RawJson (a list of cards as the database wrote it) by its text', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1_000 });
    await cache.get('k', async () => new RawJson('[{"_id":1,"productName":"Tee \\"x\\""}]'));
    expect(cache.bytes).toBe(1 + '[{"_id":1,"productName":"Tee \\"x\\""}]'.length);
  });

  it('weighs a RawJson inside a value (a category page: its cards and the category) by its text', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1_000 });
    const cards = '[{"_id":1,"productName":"Tee \\"x\\""}]';
    await cache.get('k', async () => ({ cards: new RawJson(cards), category: null }));
    expect(cache.bytes).toBe(1 + `{"cards":${cards},"category":null}`.length);
  });

  it('weighs several RawJson in a value, nested or in a list, each by its text', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1_000 });
    const one = '[{"_id":1}]';
    const two = '{"n":"\\u2014"}';
    const value = { a: [new RawJson(one), 2], b: { c: new RawJson(two) }, d: 'é' };
    await cache.get('k', async () => value);
    expect(cache.bytes).toBe(1 + `{"a":[${one},2],"b":{"c":${two}},"d":"é"}`.length);
  });

  it('when the entries outweigh maxBytes, then the least recently read go until they fit', async () => {
    // Each entry weighs its key (1 character) and its JSON (a 100-character string: 102).
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 310 });
    const load = jest.fn(async () => 'x'.repeat(100));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.bytes).toBe(309);
    await cache.get('a', load); // read again: 'b' is now the least recently read
    await cache.get('d', load);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(309);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get('a', load);
    await cache.get('c', load);
    await cache.get('d', load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('when one answer outweighs maxBytes, then it is answered but not kept', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 50 });
    await cache.get('small', async () => 'ok');
    expect(await cache.get('big', async () => 'x'.repeat(100))).toHaveLength(100);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
