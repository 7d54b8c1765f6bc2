import { Router } from 'express';
import {
  vendorSigninBody,
  type CheckAdminTokenResponse,
  type TokenResponse,
} from '../../contracts/auth';
import type { CodResponse } from '../../contracts/products';
import { principal, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { AccountLimits } from '../auth/account-limits';
import { clientOf } from '../auth/auth.routes';
import type { VendorService } from './vendor.service';

/** /api/vendor/156: the owner's sign-in and session check. */
export function vendorAuthRoutes(
  vendors: VendorService,
  guards: AuthGuards,
  limits: AccountLimits,
): Router {
  const router = Router();

  router.post('/signin', async (req, res) => {
    const { phone, password } = parse(vendorSigninBody, req.body);
    const token = await limits.vendorPasswords.check(phone, clientOf(req), () =>
      vendors.signIn(phone, password),
    );
    const body: TokenResponse = { token };
    res.json(body);
  });

  router.post('/checkAdminToken', guards.requireVendor, async (req, res) => {
    const body: CheckAdminTokenResponse = { user: await vendors.getVendor(principal(req).id) };
    res.json(body);
  });

  router.post('/getCOD', async (_req, res) => {
    const body: CodResponse = { cod: await vendors.isCodEnabled() };
    res.json(body);
  });

  return router;
}
