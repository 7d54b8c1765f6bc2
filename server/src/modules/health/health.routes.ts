import { Router } from 'express';
import { pingDatabase, type Database } from '../../db/client';

export function healthRoutes(db: Database): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await pingDatabase(db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch {
      res.status(503).json({ error: 'Database is not reachable' });
    }
  });
  return router;
}
