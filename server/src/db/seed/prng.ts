/** Deterministic randomness for the demo seed: the same seed always plans the same shop. */

/** mulberry32: a tiny, fast, seedable PRNG (Math.random cannot be replayed). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generator per item, so changing one product's plan never shifts another's. */
export const rngFor = (seed: number, index: number) =>
  mulberry32(seed ^ Math.imul(index + 1, 0x9e3779b1));

export const pick = <T>(rng: () => number, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)] as T;

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], rng: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
