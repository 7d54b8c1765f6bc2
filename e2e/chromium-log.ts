import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Chromium's own log (its processes' errors: a GPU or renderer process that failed, shared
 * memory it could not get) for the browser of this worker process, which Playwright starts once
 * per worker.
 */
export const chromiumLogFile = path.join(os.tmpdir(), `shop-e2e-chromium-${process.pid}.log`);

/** What this machine's Chromium says at every start and is no news: no D-Bus in a container. */
const noise = /dbus|D-Bus|Failed to connect to the bus/;

/** The last lines of the log that are news, at most `count`. */
export function chromiumLogTail(count = 40): string[] {
  let text: string;
  try {
    text = readFileSync(chromiumLogFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !noise.test(line))
    .slice(-count);
}
