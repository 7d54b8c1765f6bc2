import { Router, type Request } from 'express';
import type { MessageResponse, PasswordUpdatedResponse } from '../../contracts/accounts';
import type { CodResponse } from '../../contracts/products';
import {
  updateVendorNameBody,
  updateVendorNumberBody,
  vendorCheckPasswordBody,
  vendorUpdatePasswordBody,
  type VendorProfile,
} from '../../contracts/vendor-profile';
import { principal } from '../../http/auth';
import { createRateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import type { LoginLimits } from '../auth/auth.routes';
import type { VendorProfileService } from './vendor-profile.service';

/** /api/vendor/156 profile calls; mounted behind the vendor guard. */
export function vendorProfileRoutes(profile: VendorProfileService, limits: LoginLimits): Router {
  const router = Router();
  const message = 'Too many password attempts, please try again in a few minutes';
  const windowMs = limits.windowMinutes * 60_000;
  // Guessing through checkPassword with a stolen token is limited like guessing at sign-in.
  const perVendor = createRateLimiter({ limit: limits.attemptsPerNumber, windowMs, message });
  const perClient = createRateLimiter({ limit: limits.attemptsPerClient, windowMs, message });
  const vendorId = (req: Request) => principal(req).id;

  router.post('/getVendor', async (req, res) => {
    res.json((await profile.getProfile(vendorId(req))) satisfies VendorProfile);
  });

  router.post('/update/name', async (req, res) => {
    const { name } = parse(updateVendorNameBody, req.body);
    res.json((await profile.rename(vendorId(req), name)) satisfies VendorProfile);
  });

  router.post('/update/number', async (req, res) => {
    const { number } = parse(updateVendorNumberBody, req.body);
    res.json((await profile.changeNumber(vendorId(req), number)) satisfies VendorProfile);
  });

  router.post('/checkPassword', async (req, res) => {
    const { password } = parse(vendorCheckPasswordBody, req.body);
    const id = vendorId(req);
    perClient.consume(req.ip ?? 'unknown');
    perVendor.consume(id);
    await profile.checkPassword(id, password);
    perVendor.reset(id);
    res.json({ message: 'ok' } satisfies MessageResponse);
  });

  router.post('/updatePassword', async (req, res) => {
    const { password } = parse(vendorUpdatePasswordBody, req.body);
    const token = await profile.changePassword(vendorId(req), password);
    res.json({ message: 'Password Updated', token } satisfies PasswordUpdatedResponse);
  });

  router.post('/toggleCOD', async (req, res) => {
    res.json({ cod: await profile.toggleCod(vendorId(req)) } satisfies CodResponse);
  });

  return router;
}
