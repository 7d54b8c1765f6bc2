import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Logger } from '../lib/logger';

export interface Drain {
  /**
   * Requests whose answer has not finished yet, counting those whose client has gone while their
   * handler still works.
   */
  readonly inFlight: number;
  /** Connections open. */
  readonly connections: number;
  /**
   * Stops accepting connections, answers every further request on an open connection with
   * `Connection: close`, and resolves once every connection has had its answers and closed and
   * every handler whose client left has ended its answer (true), or `timeoutMs` has passed
   * (false); the connections left are then cut.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

interface Connection {
  busy: number;
  served: boolean;
  /** When its last answer finished (or it opened). */
  idleSince: number;
}

// A connection that has not sent a request yet gets this long to do so once draining starts.
const FIRST_REQUEST_GRACE_MS = 1_000;
// A kept-alive connection may carry its next request, sent but not read yet, at any moment: it
// is ended only once it has been this long without a request since its last answer and since
// the drain began (a request in that time is answered, with Connection: close). Closing an idle
// kept-alive connection always races a client's next request; the grace makes it rare.
const IDLE_GRACE_MS = 1_000;
const CHECK_EVERY_MS = 50;

/**
 * Whether a handler has done its work on `res`: its answer is begun (its head written) or ended.
 * The drain and the work gate (work-gate.ts) both read a closed connection's request by it.
 */
export const answerBegun = (res: ServerResponse): boolean => res.writableEnded || res.headersSent;

/**
 * Tracks the server's connections so a restart lets requests finish. `server.close()` alone
 * keeps serving new requests on busy keep-alive connections until they go idle, and ends at
 * once the connections whose request has arrived but is not read yet; the process used to
 * exit before the answers in flight were written.
 */
export function trackRequests(server: Server): Drain {
  const connections = new Map<Socket, Connection>();
  const answering = new Set<ServerResponse>();
  // Answers whose client closed the connection before they were begun: their handlers may still
  // be working (a query, a payment's check) until they answer, which then goes nowhere and emits
  // no event. Closing the database under them failed those requests halfway ("Cannot use a pool
  // after calling end on the pool"), and logged each one. A handler has done its work once its
  // answer is begun (its head written): an answer being compressed when its client left never
  // sets `writableEnded`, since the compression middleware drops its stream on close and never
  // ends the response under it, and a drain that waited for it waited until its timeout. (This
  // holds while every answer is written whole, as the shop's are: a handler that streamed its
  // answer would still be working after its head.)
  const abandoned = new Set<ServerResponse>();
  const stillWorking = () => {
    for (const res of abandoned) if (answerBegun(res)) abandoned.delete(res);
    return abandoned.size;
  };
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, served: false, idleSince: Date.now() });
    socket.on('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Forgets the abandoned answers ended since, so the set holds only handlers still working.
    if (abandoned.size > 0) stillWorking();
    const connection = connections.get(req.socket);
    answering.add(res);
    if (connection) {
      connection.busy += 1;
      connection.served = true;
    }
    if (draining) res.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      answering.delete(res);
      if (connection) {
        connection.busy -= 1;
        connection.idleSince = Date.now();
      }
    };
    res.on('finish', finished);
    res.on('close', () => {
      if (!answerBegun(res)) abandoned.add(res);
      finished();
    });
  });

  /** Ends the connections with nothing under way; answers how many remain. */
  const closeIdle = (sinceDrainMs: number) => {
    for (const [socket, connection] of connections) {
      if (connection.busy > 0) continue;
      const quiet = connection.served
        ? Math.min(Date.now() - connection.idleSince, sinceDrainMs) >= IDLE_GRACE_MS
        : sinceDrainMs >= FIRST_REQUEST_GRACE_MS;
      if (quiet) socket.end();
    }
    return connections.size;
  };

  return {
    get inFlight() {
      return answering.size + stillWorking();
    },
    get connections() {
      return connections.size;
    },
    async drain(timeoutMs) {
      draining = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
      // http.Server#close would also end the connections whose request has arrived but is
      // not read yet: only stop listening here.
      net.Server.prototype.close.call(server);
      const started = Date.now();
      const allAnswered = await new Promise<boolean>((resolve) => {
        const check = () => {
          const elapsed = Date.now() - started;
          if (closeIdle(elapsed) === 0 && stillWorking() === 0) return resolve(true);
          if (elapsed >= timeoutMs) return resolve(false);
          setTimeout(check, CHECK_EVERY_MS);
        };
        check();
      });
      for (const socket of connections.keys()) socket.destroy();
      return allAnswered;
    },
  };
}

export interface ShutdownSteps {
  drain: Drain;
  drainTimeoutMs: number;
  logger: Logger;
  /** Background jobs that must not start new work (the reservation sweep). */
  stopJobs(): void;
  /** Closes the database once no request can use it any more. */
  closeDatabase(): Promise<void>;
}

/** Drains the server, then closes the database; answers the exit code. */
export async function shutDown(signal: string, steps: ShutdownSteps): Promise<number> {
  const { drain, logger } = steps;
  logger.info(
    { signal, inFlight: drain.inFlight, connections: drain.connections },
    'shutting down: finishing requests in flight',
  );
  steps.stopJobs();
  const allAnswered = await drain.drain(steps.drainTimeoutMs);
  if (!allAnswered) {
    logger.warn(
      { inFlight: drain.inFlight, drainTimeoutMs: steps.drainTimeoutMs },
      'requests still in flight at the drain timeout were cut',
    );
  }
  try {
    await steps.closeDatabase();
  } catch (err) {
    logger.error({ err }, 'closing the database failed');
    return 1;
  }
  logger.info('database closed, exiting');
  return 0;
}
