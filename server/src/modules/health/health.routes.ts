import { Router } from 'express';
import { pingDatabase, type Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/connection-errors';

/** Load balancers give up after a few seconds: the health check answers within one either way. */
const PING_LIMIT_MS = 1_000;

export function healthRoutes(db: Database, pingLimitMs = PING_LIMIT_MS): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const problem = await databaseProblem(db, pingLimitMs);
    if (problem) {
      res.status(503).json({ status: 'unavailable', database: problem });
      return;
    }
    res.json({ status: 'ok', database: 'ok' });
  });
  return router;
}

/** Undefined when the database answers in time, otherwise what is wrong in a few words. */
async function databaseProblem(db: Database, limitMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${limitMs} ms`), limitMs);
  });
  const ping = pingDatabase(db).then(
    () => undefined,
    (err: unknown) => (isDatabaseUnavailable(err) ? 'unreachable' : 'failing'),
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
