/**
 * How long after the page's load event the installable app's worker (public/sw.js) is
 * registered. Its install fetches the home page and the shell's scripts and styles again, and
 * from its activation on every script the page still loads goes through it: registered at the
 * load event, all of that ran while the first screen was still starting (the menu's, the
 * footer's and the filters' code come after the load event). Lighthouse's mobile run of a
 * category page, five each in turns: total blocking time 480–1,242 ms (median 949) with the
 * worker registered at load, 298–835 ms (median 584) without it (docs/performance.md). The
 * worker only serves a later visit, so it waits until the first one has started.
 */
export const WORKER_AFTER_LOAD_MS = 3000;

/** The longest the registration then waits for an idle moment of the main thread. */
export const WORKER_IDLE_TIMEOUT_MS = 5000;

/** What registerWorkerLater needs of the window (a test passes its own). */
export type WorkerWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Calls `register` once: WORKER_AFTER_LOAD_MS after the load event (or after now, when the page
 * has loaded already), at the main thread's next idle moment, or WORKER_IDLE_TIMEOUT_MS later at
 * most. Browsers without idle callbacks (Safari) register when the delay ends.
 */
export function registerWorkerLater(register: () => unknown, win: WorkerWindow = window): void {
  const whenIdle = () => {
    if (win.requestIdleCallback)
      win.requestIdleCallback(() => void register(), { timeout: WORKER_IDLE_TIMEOUT_MS });
    else void register();
  };
  const later = () => void win.setTimeout(whenIdle, WORKER_AFTER_LOAD_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
