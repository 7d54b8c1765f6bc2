/**
 * pg_trgm's `similarity` and `word_similarity` for ASCII text, computed as pg_trgm computes them
 * (contrib/pg_trgm/trgm_op.c: generate_trgm_only, cnt_sml, calc_word_similarity and
 * iterate_word_similarity), so the search dictionary can be matched in memory with the very
 * results the database gives. Only ASCII: which other characters count as letters depends on the
 * database's locale, and pg_trgm hashes their trigrams.
 */

/** Whether `text` is ASCII only, so that what follows gives what pg_trgm gives. */
export const isAscii = (text: string): boolean => !/[^\p{ASCII}]/u.test(text);

/**
 * The trigrams of `text` in order, repeats kept: each run of letters and digits, lower-cased,
 * padded with two spaces before and one after ("ab" gives "  a", " ab", "ab ").
 */
export function trigramsInOrder(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(/[a-z0-9]+/g)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/**
 * `count` shared trigrams over all the trigrams of either (`length1` and `length2` distinct
 * ones), in single precision as pg_trgm computes it (CALCSML).
 */
export const similarityOf = (count: number, length1: number, length2: number): number =>
  length1 === 0 || length2 === 0 ? 0 : Math.fround(count / (length1 + length2 - count));

/**
 * `word_similarity(word, text)`: the greatest similarity between the trigrams of `word` and those
 * of a run of consecutive trigrams of `text` (iterate_word_similarity, without its shortcut
 * for a bare threshold check, which answers the same against any threshold).
 */
export function wordSimilarity(word: readonly string[], text: readonly string[]): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
    }
    return id;
  };
  const found: boolean[] = [];
  for (const trigram of word) found[idOf(trigram)] = true;
  const uniqueInWord = ids.size;
  const indexes = text.map(idOf);
  const isFound = (id: number) => found[id] === true;

  const lastPosition = new Int32Array(ids.size).fill(-1);
  let uniqueInRun = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < indexes.length; i += 1) {
    const id = indexes[i]!;
    if (lower >= 0 || isFound(id)) {
      if (lastPosition[id]! < 0) {
        uniqueInRun += 1;
        if (isFound(id)) count += 1;
      }
      lastPosition[id] = i;
    }
    if (!isFound(id)) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      uniqueInRun = 1;
    }
    let current = similarityOf(count, uniqueInWord, uniqueInRun);
    // Also try later starts of the run for a greater similarity.
    let tryCount = count;
    let tryUnique = uniqueInRun;
    const previousLower = lower;
    for (let start = lower; start <= upper; start += 1) {
      const tried = similarityOf(tryCount, uniqueInWord, tryUnique);
      if (tried > current) {
        current = tried;
        uniqueInRun = tryUnique;
        lower = start;
        count = tryCount;
      }
      const startId = indexes[start]!;
      if (lastPosition[startId] === start) {
        tryUnique -= 1;
        if (isFound(startId)) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start += 1) {
      const startId = indexes[start]!;
      if (lastPosition[startId] === start) lastPosition[startId] = -1;
    }
  }
  return best;
}
