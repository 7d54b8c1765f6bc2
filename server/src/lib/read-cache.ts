/**
 * A small in-process cache for read-mostly public data (catalogue lists, product pages, search).
 * Entries live `ttlMs` at most, so stock shown to shoppers is never older than that; the vendor's
 * catalogue writes clear everything at once. The least recently used entries go first.
 */
export function createReadCache({
  ttlMs,
  max,
  now = Date.now,
}: {
  ttlMs: number;
  max: number;
  now?: () => number;
}) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  // Reads answered from the cache and reads that loaded (the bench reports the hit rate).
  const counts = { hits: 0, misses: 0 };

  return {
    /** The cached value for `key`, or what `load` answers (a failed load is not kept). */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        counts.hits += 1;
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      counts.misses += 1;
      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      value.catch(() => entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    /** Forgets one entry (a load still running for it is not kept either). */
    delete(key: string): void {
      entries.delete(key);
    },
    invalidate(): void {
      entries.clear();
    },
    /** How many reads were answered from the cache and how many loaded, since the start. */
    stats(): { hits: number; misses: number } {
      return { ...counts };
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
