import { PRIMED_DATA_ID, primedKey, type PrimedResponse } from '@contracts/primed';

/** Answers older than this are not used: the page asks the API again. */
const FRESH_MS = 60_000;

let primed: Map<string, unknown> | undefined;
let readAt = 0;

function load(): Map<string, unknown> {
  if (primed) return primed;
  primed = new Map();
  readAt = Date.now();
  const element = document.getElementById(PRIMED_DATA_ID);
  if (element?.textContent) {
    try {
      for (const response of JSON.parse(element.textContent) as PrimedResponse[])
        primed.set(response.key, response.data);
    } catch {
      // A broken block only costs the requests it would have saved.
    }
  }
  element?.remove();
  return primed;
}

/**
 * The answer the page's HTML carries for this request (the server's first-page data), once:
 * the next identical request, a refetch, goes to the API.
 */
export function takePrimed(
  method: string,
  url: string,
  body: unknown,
): { data: unknown } | undefined {
  const answers = load();
  const key = primedKey(method, url, body);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return Date.now() - readAt <= FRESH_MS ? { data } : undefined;
}

/** Forgets what was read (tests load a new document per case). */
export function resetPrimed(): void {
  primed = undefined;
}
