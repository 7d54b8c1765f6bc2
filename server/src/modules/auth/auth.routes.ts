import { Router, type Request } from 'express';
import {
  checkPasswordBody,
  forgetBody,
  numberBody,
  signinBody,
  signupBody,
  updateNameBody,
  updatePasswordBody,
  verifyOtpBody,
  type MessageResponse,
  type PasswordUpdatedResponse,
  type RenameResponse,
  type SessionResponse,
  type VerifyOtpResponse,
} from '../../contracts/accounts';
import type { CheckUserTokenResponse } from '../../contracts/auth';
import { actingCustomer, principal, type AuthGuards } from '../../http/auth';
import { Conflict } from '../../http/errors';
import { parse } from '../../http/validate';
import type { AccountLimits } from './account-limits';
import { ALREADY_REGISTERED, type AuthService } from './auth.service';
import type { OtpService } from './otp.service';

/** The client address; X-Forwarded-For counts only when TRUST_PROXY is configured. */
export const clientOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** /api/user/auth/156: phone verification, sign-up, sign-in, reset, profile and sessions. */
export function customerAuthRoutes(
  auth: AuthService,
  otp: OtpService,
  guards: AuthGuards,
  limits: AccountLimits,
): Router {
  const router = Router();
  const passwords = limits.customerPasswords;

  router.post('/userCheck', async (req, res) => {
    const { number } = parse(numberBody, req.body);
    await limits.numberChecks.consume(clientOf(req));
    if (await auth.isRegistered(number)) throw new Conflict(ALREADY_REGISTERED);
    res.json({ message: 'ok' } satisfies MessageResponse);
  });

  router.post('/sendOtp', async (req, res) => {
    const { number } = parse(numberBody, req.body);
    await otp.sendCode(
      number,
      clientOf(req),
      (await auth.isRegistered(number)) ? 'forget' : 'signup',
    );
    res.json({ message: `OTP send to +91${number}` } satisfies MessageResponse);
  });

  router.post('/verifyOtp', async (req, res) => {
    const { number, code } = parse(verifyOtpBody, req.body);
    const verificationToken = await otp.verifyCode(number, code, clientOf(req));
    res.json({ verificationToken } satisfies VerifyOtpResponse);
  });

  router.post('/userSignup', async (req, res) => {
    const body = parse(signupBody, req.body);
    await limits.passwordWrites.consume(clientOf(req));
    res.status(201).json((await auth.signUp(body)) satisfies SessionResponse);
  });

  router.post('/userSignin', async (req, res) => {
    const { phone, password } = parse(signinBody, req.body);
    const session = await passwords.check(phone, clientOf(req), () => auth.signIn(phone, password));
    res.json(session satisfies SessionResponse);
  });

  router.post('/userForget', async (req, res) => {
    const body = parse(forgetBody, req.body);
    await limits.passwordWrites.consume(clientOf(req));
    await auth.resetPassword(body);
    res.json({ message: 'Password Changed Successfully, Now Login' } satisfies MessageResponse);
  });

  router.post('/checkUserToken', guards.requireCustomer, async (req, res) => {
    res.json({ user: await auth.getCustomer(principal(req).id) } satisfies CheckUserTokenResponse);
  });

  router.post('/updateProfile/general', guards.requireCustomer, async (req, res) => {
    const { userId, uname } = parse(updateNameBody, req.body);
    const user = await auth.rename(actingCustomer(req, userId), uname);
    res.json({ user, message: 'Update Successfully' } satisfies RenameResponse);
  });

  router.post('/updateProfile/security/checkPassword', guards.requireCustomer, async (req, res) => {
    const { userId, password } = parse(checkPasswordBody, req.body);
    const id = actingCustomer(req, userId);
    await passwords.check(id, clientOf(req), () => auth.checkPassword(id, password));
    res.json({ message: 'ok' } satisfies MessageResponse);
  });

  router.post(
    '/updateProfile/security/updatePassword',
    guards.requireCustomer,
    async (req, res) => {
      const { userId, password } = parse(updatePasswordBody, req.body);
      await limits.passwordWrites.consume(clientOf(req));
      const token = await auth.changePassword(actingCustomer(req, userId), password);
      res.json({ message: 'Password Updated', token } satisfies PasswordUpdatedResponse);
    },
  );

  return router;
}
