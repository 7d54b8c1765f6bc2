import { Router } from 'express';
import type { MessageResponse } from '../../contracts/accounts';
import { principal, type AuthGuards } from '../../http/auth';
import type { VendorService } from '../vendor/vendor.service';
import type { AuthService } from './auth.service';

const SIGNED_OUT: MessageResponse = { message: 'Signed out' };

/**
 * POST /api/user/auth/156/logout: revokes the customer's tokens (a copied token stops working
 * at once, not a day later). The client clears its own state whatever this answers.
 */
export function customerLogoutRoutes(auth: AuthService, guards: AuthGuards): Router {
  const router = Router();
  router.post('/logout', guards.requireCustomer, async (req, res) => {
    await auth.signOut(principal(req).id);
    res.json(SIGNED_OUT);
  });
  return router;
}

/** POST /api/vendor/156/logout (behind the vendor guard): revokes the owner's tokens. */
export function vendorLogoutRoutes(vendors: VendorService): Router {
  const router = Router();
  router.post('/logout', async (req, res) => {
    await vendors.signOut(principal(req).id);
    res.json(SIGNED_OUT);
  });
  return router;
}
