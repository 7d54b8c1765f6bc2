import { Router } from 'express';
import { vendorSigninBody, type CheckAdminTokenResponse, type TokenResponse } from '../../contracts/auth';
import { principal, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { VendorService } from './vendor.service';

/** /api/vendor/156: the owner's sign-in and session check. */
export function vendorAuthRoutes(vendors: VendorService, guards: AuthGuards): Router {
  const router = Router();

  router.post('/signin', async (req, res) => {
    const { phone, password } = parse(vendorSigninBody, req.body);
    const body: TokenResponse = { token: await vendors.signIn(phone, password) };
    res.json(body);
  });

  router.post('/checkAdminToken', guards.requireVendor, async (req, res) => {
    const body: CheckAdminTokenResponse = { user: await vendors.getVendor(principal(req).id) };
    res.json(body);
  });

  return router;
}
