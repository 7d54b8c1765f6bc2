import { Router } from 'express';
import type { CheckUserTokenResponse } from '../../contracts/auth';
import { principal, type AuthGuards } from '../../http/auth';
import type { AuthService } from './auth.service';

/** /api/user/auth/156: customer sessions. */
export function customerAuthRoutes(auth: AuthService, guards: AuthGuards): Router {
  const router = Router();

  router.post('/checkUserToken', guards.requireCustomer, async (req, res) => {
    const body: CheckUserTokenResponse = { user: await auth.getCustomer(principal(req).id) };
    res.json(body);
  });

  return router;
}
