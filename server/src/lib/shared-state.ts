import { Redis } from 'ioredis';
import { memoryLimiters, redisLimiters, type LimiterFactory } from '../http/rate-limit';
import type { Logger } from './logger';

/**
 * What several instances of the shop share: rate limits and "the catalogue changed" messages.
 * With Redis (REDIS_URL) every instance sees the same counters and messages; without it they
 * stay in this process, which is right for a single instance.
 */
export interface SharedState {
  limiters: LimiterFactory;
  /** Tells every instance (this one included) that public reads must be loaded afresh. */
  announceCatalogueChange(): Promise<void>;
  /** Runs `listener` whenever any instance announces a catalogue change. */
  onCatalogueChange(listener: () => void): void;
  /** Resolves once the shared store answers (at once in memory); never rejects. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface SharedStateSettings {
  redisUrl?: string;
  /** Namespace of every key and channel, so several shops (or test runs) share one Redis. */
  keyPrefix: string;
}

export function createSharedState(settings: SharedStateSettings, logger: Logger): SharedState {
  return settings.redisUrl
    ? redisState(settings.redisUrl, settings.keyPrefix, logger)
    : memoryState();
}

function memoryState(): SharedState {
  const listeners: (() => void)[] = [];
  return {
    limiters: memoryLimiters(),
    async announceCatalogueChange() {
      for (const listener of listeners) listener();
    },
    onCatalogueChange: (listener) => listeners.push(listener),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

function redisState(url: string, keyPrefix: string, logger: Logger): SharedState {
  // Without an offline queue a command fails at once while Redis is down, so limits fall back to
  // memory instead of making requests wait for a reconnection.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const channel = `${keyPrefix}:catalogue-changed`;
  const listeners: (() => void)[] = [];
  let warned = false;
  const warn = (err: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn({ err }, 'Redis unreachable: limits are per instance until it is back');
  };
  for (const connection of [client, subscriber]) {
    connection.on('error', warn);
    connection.on('ready', () => {
      warned = false;
    });
  }
  const subscribed = subscriber.subscribe(channel).catch(warn);
  subscriber.on('message', (from: string) => {
    if (from === channel) for (const listener of listeners) listener();
  });
  const connected = new Promise<void>((resolve) => {
    if (client.status === 'ready') resolve();
    else client.once('ready', () => resolve());
  });

  return {
    limiters: redisLimiters(client, keyPrefix),
    async announceCatalogueChange() {
      // Local caches are cleared directly, so this instance never depends on Redis for it.
      for (const listener of listeners) listener();
      await client.publish(channel, '1').catch(warn);
    },
    onCatalogueChange: (listener) => listeners.push(listener),
    ready: async () => {
      await Promise.all([connected, subscribed]);
    },
    async close() {
      // quit() lets pending replies arrive; a connection that is down is simply dropped (a quit
      // would wait for a reconnection that may never come).
      await Promise.all(
        [client, subscriber].map((connection) =>
          connection.status === 'ready'
            ? connection.quit().catch(() => connection.disconnect())
            : connection.disconnect(),
        ),
      );
    },
  };
}
