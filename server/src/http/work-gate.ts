import type { NextFunction, Request, RequestHandler } from 'express';
import { ServiceUnavailable } from './errors';
import { answerBegun } from './graceful-shutdown';

export interface WorkGateOptions {
  /** How many requests do their work at once; 0 lets every request in at once. */
  limit: number;
  /** How many may wait for their turn; one more is answered 503 at once. */
  maxWaiting?: number;
  /** How long one may wait for its turn before it is answered 503. */
  maxWaitMs?: number;
  /**
   * Requests that wait in a line of their own, let in before the others: a shopper's cart and
   * checkout, whose several round trips would otherwise each follow the catalogue's reads.
   */
  firstInLine?: (req: Request) => boolean;
  /**
   * How long a request whose client left keeps its turn at most while its handler still works
   * (ABANDONED_TURN_MS when unset).
   */
  abandonedMs?: number;
}

/**
 * The longest a request whose client left before its answer began keeps its turn, waiting for
 * its handler to end: the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS's default). Every
 * handler of the shop's ends its answer, with the error handler's 503 when a statement times
 * out; this only bounds one that would not.
 */
export const ABANDONED_TURN_MS = 15_000;

/**
 * While both lines wait, how many requests of the first line go in before one of the other:
 * a flood of first-line requests slows the others' turns but never stops them.
 */
export const FIRST_LINE_SHARE = 3;

export interface WorkGate {
  /**
   * Lets a request's handlers run in its turn. Its answer ends the turn; so does its closed
   * connection once the handler has begun the answer or ended (see the middleware).
   */
  middleware: RequestHandler;
  /**
   * Runs `work`, a call to an outside service (SMS, payments, image hosting), without counting
   * its request as working meanwhile: a slow provider does not hold up the shop's own work.
   */
  away<T>(work: () => Promise<T>): Promise<T>;
  /** Requests in their turn (some of them away), and requests waiting for one. */
  load(): { running: number; away: number; waiting: number };
}

interface Waiting {
  next: NextFunction;
  timer: NodeJS.Timeout;
}

/** The first line (firstInLine) and the other, each in the order its requests came. */
interface Lines {
  first: Waiting[];
  rest: Waiting[];
}

/**
 * Lets at most `limit` API requests do their work at once; the others wait for their turn in
 * the order they came, those of `firstInLine` ahead of the rest (FIRST_LINE_SHARE to one).
 *
 * Node runs one request's steps between the database's answers. With 50 requests in progress,
 * each answer waits behind the steps of all the others, so a request of eight round trips (a
 * cart add, a checkout) waits eight times where a read of one round trip waits once: in the
 * shoppers scenario at 50 connections, cart adds took 390 ms and checkouts 450 ms at the median,
 * reads 22 ms. With few requests in progress, a request waits once, at the door, and the slow
 * tail shrinks (docs/performance.md, "One turn per request"). The gate sits after the body
 * parsers, so a client that trickles its body does not hold a turn. The wait at the door is the
 * longest part of a request under load: a cart add or checkout that waits behind the reads in
 * line pays it too, so the slowest answers were the sales (docs/performance.md, "Sales first").
 */
export function createWorkGate({
  limit,
  maxWaiting = 1000,
  maxWaitMs = 10_000,
  firstInLine = () => false,
  abandonedMs = ABANDONED_TURN_MS,
}: WorkGateOptions): WorkGate {
  const lines: Lines = { first: [], rest: [] };
  const waitingCount = () => lines.first.length + lines.rest.length;
  let running = 0;
  let away = 0;
  /** First-line requests let in since the other line's last, while it had requests waiting. */
  let firstInARow = 0;
  const free = () => running - away < limit;

  /** The line whose head goes in next. */
  function nextLine(): Waiting[] {
    if (lines.rest.length === 0) return lines.first;
    if (lines.first.length === 0 || firstInARow >= FIRST_LINE_SHARE) {
      firstInARow = 0;
      return lines.rest;
    }
    firstInARow += 1;
    return lines.first;
  }

  function admitWaiting() {
    while (waitingCount() > 0 && free()) {
      const waiting = nextLine().shift()!;
      clearTimeout(waiting.timer);
      running += 1;
      waiting.next();
    }
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (limit <= 0) return next();
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const line = firstInLine(req) ? lines.first : lines.rest;
    /** Takes this request out of its line; false when it was no longer in it. */
    const leaveLine = () => {
      const at = line.findIndex((waiting) => waiting.next === admit);
      if (at < 0) return false;
      clearTimeout(line.splice(at, 1)[0]!.timer);
      return true;
    };
    /** Gives the turn to the next in line. */
    const passTurn = () => {
      if (state !== 'running') return;
      state = 'done';
      running -= 1;
      admitWaiting();
    };
    const end = () => {
      if (state === 'running') {
        if (answerBegun(res)) return passTurn();
        // The client left while the handler works: its statements run on whether or not anyone
        // reads the answer, so the turn is kept until the handler ends the answer (the error
        // handler's too). Passing it at once let a client that sends requests and hangs up at
        // once run any number of them side by side, past the gate.
        const timer = setTimeout(passTurn, abandonedMs).unref();
        const endAnswer = res.end;
        res.end = function (this: typeof res, ...args: unknown[]) {
          clearTimeout(timer);
          passTurn();
          return (endAnswer as (...args: unknown[]) => typeof res).apply(this, args);
        } as typeof res.end;
        return;
      }
      if (state === 'waiting' && leaveLine()) {
        // No handler will ever end this answer: it ends here, unsent (its client has gone), so
        // nothing waits for it. A shutdown's drain waits for the handlers of answers whose client
        // left (graceful-shutdown.ts) and kept waiting for these until its timeout.
        res.end();
      }
      state = 'done';
    };
    const admit = () => {
      state = 'running';
      next();
    };
    if (waitingCount() === 0 && free()) {
      running += 1;
      res.once('close', end);
      return admit();
    }
    if (waitingCount() >= maxWaiting) return next(new ServiceUnavailable());
    res.once('close', end);
    const timer = setTimeout(() => {
      if (!leaveLine()) return;
      state = 'done';
      next(new ServiceUnavailable());
    }, maxWaitMs);
    line.push({ next: admit, timer });
  };

  return {
    middleware,
    async away(work) {
      away += 1;
      admitWaiting();
      try {
        return await work();
      } finally {
        away -= 1;
      }
    },
    load: () => ({ running, away, waiting: waitingCount() }),
  };
}

/**
 * `provider` with every call that answers a promise made `away` from the gate (calls that answer
 * at once, such as checking a signature, stay as they are).
 */
export function awayFromGate<T extends object>(gate: Pick<WorkGate, 'away'>, provider: T): T {
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? gate.away(() => result) : result;
      };
    },
  });
}
