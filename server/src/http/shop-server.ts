import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { DEFAULT_HTTP_HEADERS_TIMEOUT_MS, DEFAULT_HTTP_REQUEST_TIMEOUT_MS } from '../config/env';

export interface ClientLimits {
  /** A request's headers must all have come within this (a client that trickles them). */
  headersTimeoutMs: number;
  /** A whole request, its body included, must have come within this. */
  requestTimeoutMs: number;
}

/** The shop's limits by default (why these: config/env.ts). */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  headersTimeoutMs: DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
};

/** How often Node looks for requests past their limits: a few times within the headers' limit. */
export function limitCheckIntervalMs(limits: ClientLimits): number {
  return Math.max(250, Math.min(5_000, Math.ceil(limits.headersTimeoutMs / 4)));
}

/**
 * The HTTP server of an app: Node's server, whose requests and responses are made of the app's
 * own classes, and which closes the connection of a client slower than `limits` (answered 408).
 *
 * Express gives every request and response the app's prototypes (`app.request`,
 * `app.response`) by `Object.setPrototypeOf` when it starts handling them. Done to a plain
 * IncomingMessage that is a change of prototype per request, which V8 makes dear: the object's
 * hidden class is rebuilt, and what the request allocates then outlives the young generation's
 * collections (measured on a bare Express app, one route: 4 MB moved to the old generation at
 * every collection, each collection 3-13 ms, 6,000 requests a second; docs/performance.md).
 * Made from these classes, a request already has the prototype Express gives it, and V8 skips
 * a change to the prototype an object has (no collection moved anything, 0.3 ms each, 18,000-
 * 28,000 requests a second). Express and everything after it see the same objects as before:
 * the classes' prototypes stand in for the app's and inherit all of them.
 */
export function createShopServer(
  app: Express,
  limits: ClientLimits = DEFAULT_CLIENT_LIMITS,
): http.Server {
  class ShopRequest extends IncomingMessage {}
  class ShopResponse<
    Request extends IncomingMessage = IncomingMessage,
  > extends ServerResponse<Request> {}
  Object.setPrototypeOf(ShopRequest.prototype, app.request);
  Object.setPrototypeOf(ShopResponse.prototype, app.response);
  app.request = ShopRequest.prototype as Express['request'];
  app.response = ShopResponse.prototype as Express['response'];
  return http.createServer(
    {
      IncomingMessage: ShopRequest,
      ServerResponse: ShopResponse,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limitCheckIntervalMs(limits),
    },
    app,
  );
}

/** Resolves once `server` listens on `port` and `host`; rejects when it cannot (a port in use). */
export function listening(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
