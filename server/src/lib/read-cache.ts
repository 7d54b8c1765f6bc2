import { RawJson, writeJson } from './json-once';

/**
 * A small in-process cache for read-mostly public data (catalogue lists, product pages, search).
 * Entries live `ttlMs` at most, so stock shown to shoppers is never older than that; the vendor's
 * catalogue writes clear everything at once. An entry that shows no stock (a list's filter
 * counts) may be given a longer time of its own, and then changes only with those writes. The
 * cache holds at most `maxBytes`, each entry weighed by `sizeOf` once its value has loaded (its
 * JSON's length by default, the text the shopper receives); the least recently used entries go
 * first.
 */
export function createReadCache({
  ttlMs,
  maxBytes,
  now = Date.now,
  sizeOf = jsonLength,
}: {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
  sizeOf?: (value: unknown) => number;
}) {
  interface Entry {
    expiresAt: number;
    value: Promise<unknown>;
    bytes: number;
  }
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Reads answered from the cache and reads that loaded (the bench reports the hit rate).
  const counts = { hits: 0, misses: 0 };

  const drop = (key: string, entry: Entry | undefined = entries.get(key)) => {
    if (!entry || entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evictOverflow = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) return;
      drop(key, entry);
    }
  };

  return {
    /**
     * The cached value for `key`, or what `load` answers (a failed load is not kept), kept for
     * `keepMs` or the cache's `ttlMs`, whichever is longer: an entry given a time of its own is
     * one that may be kept longer than the rest, never one that goes sooner. A cache of `ttlMs` 0
     * keeps nothing.
     */
    get<T>(key: string, load: () => Promise<T>, keepMs = ttlMs): Promise<T> {
      if (ttlMs <= 0 || maxBytes <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        counts.hits += 1;
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      counts.misses += 1;
      drop(key);
      const value = load();
      const entry: Entry = {
        expiresAt: now() + Math.max(keepMs, ttlMs),
        value,
        bytes: key.length,
      };
      entries.set(key, entry);
      bytes += entry.bytes;
      value.then(
        (loaded) => {
          if (entries.get(key) !== entry) return;
          const size = sizeOf(loaded);
          entry.bytes += size;
          bytes += size;
          evictOverflow();
        },
        () => drop(key, entry),
      );
      evictOverflow();
      return value;
    },
    /** Forgets one entry (a load still running for it is not kept either). */
    delete(key: string): void {
      drop(key);
    },
    invalidate(): void {
      entries.clear();
      bytes = 0;
    },
    /** How many reads were answered from the cache and how many loaded, since the start. */
    stats(): { hits: number; misses: number } {
      return { ...counts };
    },
    get size(): number {
      return entries.size;
    },
    /** What the entries weigh together, as `sizeOf` measured them. */
    get bytes(): number {
      return bytes;
    },
  };
}

/**
 * The length of a value's JSON (0 when it has none), each RawJson in it counted as its text (a
 * category page is its cards' RawJson beside the category's record). The text itself is not
 * built: a page's ~35 KB of cards would be copied once more on every load only to be weighed.
 */
function jsonLength(value: unknown): number {
  if (value instanceof RawJson) return value.text.length;
  let raw = 0;
  let stands = 0;
  try {
    // Each RawJson stands as 0 (one character) and counts as its text.
    const text = writeJson(value, (inner) => {
      raw += inner.text.length;
      stands += 1;
      return 0;
    });
    return text === undefined ? 0 : text.length - stands + raw;
  } catch {
    return 0;
  }
}

export type ReadCache = ReturnType<typeof createReadCache>;
