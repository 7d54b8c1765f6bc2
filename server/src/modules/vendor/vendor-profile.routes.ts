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
import { parse } from '../../http/validate';
import type { AccountLimits } from '../auth/account-limits';
import { clientOf } from '../auth/auth.routes';
import type { VendorProfileService } from './vendor-profile.service';

/** /api/vendor/156 profile calls; mounted behind the vendor guard. */
export function vendorProfileRoutes(profile: VendorProfileService, limits: AccountLimits): Router {
  const router = Router();
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
    // Guessing through checkPassword with a stolen token is limited like guessing at sign-in.
    await limits.vendorPasswordChecks.check(id, clientOf(req), () =>
      profile.checkPassword(id, password),
    );
    res.json({ message: 'ok' } satisfies MessageResponse);
  });

  router.post('/updatePassword', async (req, res) => {
    const { password } = parse(vendorUpdatePasswordBody, req.body);
    await limits.passwordWrites.consume(clientOf(req));
    const token = await profile.changePassword(vendorId(req), password);
    res.json({ message: 'Password Updated', token } satisfies PasswordUpdatedResponse);
  });

  router.post('/toggleCOD', async (req, res) => {
    res.json({ cod: await profile.toggleCod(vendorId(req)) } satisfies CodResponse);
  });

  return router;
}
