import { Router } from 'express';
import {
  vendorSigninBody,
  type CheckAdminTokenResponse,
  type TokenResponse,
} from '../../contracts/auth';
import type { CodResponse } from '../../contracts/products';
import { principal, type AuthGuards } from '../../http/auth';
import { createRateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import type { VendorService } from './vendor.service';

/** /api/vendor/156: the owner's sign-in and session check. */
export function vendorAuthRoutes(vendors: VendorService, guards: AuthGuards): Router {
  const router = Router();
  const message = 'Too many login attempts, please try again in a few minutes';
  const perPhone = createRateLimiter({ limit: 10, windowMs: 15 * 60_000, message });
  const perClient = createRateLimiter({ limit: 50, windowMs: 15 * 60_000, message });

  router.post('/signin', async (req, res) => {
    const { phone, password } = parse(vendorSigninBody, req.body);
    // req.ip honours X-Forwarded-For only when TRUST_PROXY is configured.
    perClient.consume(req.ip ?? 'unknown');
    perPhone.consume(phone);
    const body: TokenResponse = { token: await vendors.signIn(phone, password) };
    perPhone.reset(phone);
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
