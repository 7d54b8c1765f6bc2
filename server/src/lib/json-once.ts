import type { Response } from 'express';

interface Answer {
  text: string;
  etag: string | undefined;
}

const answers = new WeakMap<object, Answer>();

/**
 * Answers `body()` as res.json does, made once per `key`: the list the read cache hands out
 * again and again (a page of cards with their variants is ~30 KB) is neither serialized nor
 * hashed for its ETag on every hit. The answer must be a function of `key` alone, and `key`
 * must not change after its first use; cached lists never do.
 */
export function sendCachedJson(res: Response, key: object, body: () => object): void {
  let answer = answers.get(key);
  if (answer === undefined) {
    const text = JSON.stringify(body());
    const etagFn = res.app.get('etag fn') as
      ((body: string, encoding: string) => string) | undefined;
    answer = { text, etag: etagFn?.(text, 'utf8') };
    answers.set(key, answer);
  }
  if (answer.etag) res.set('ETag', answer.etag);
  res.type('json').send(answer.text);
}
