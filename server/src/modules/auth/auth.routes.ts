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
import { createRateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { ALREADY_REGISTERED, type AuthService } from './auth.service';
import type { OtpService } from './otp.service';

export interface LoginLimits {
  attemptsPerNumber: number;
  attemptsPerClient: number;
  windowMinutes: number;
}

/** The client address; X-Forwarded-For counts only when TRUST_PROXY is configured. */
const clientOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** /api/user/auth/156: phone verification, sign-up, sign-in, reset, profile and sessions. */
export function customerAuthRoutes(
  auth: AuthService,
  otp: OtpService,
  guards: AuthGuards,
  limits: LoginLimits,
): Router {
  const router = Router();
  const message = 'Too many attempts, please try again in a few minutes';
  const windowMs = limits.windowMinutes * 60_000;
  const perNumber = createRateLimiter({ limit: limits.attemptsPerNumber, windowMs, message });
  const perClient = createRateLimiter({ limit: limits.attemptsPerClient, windowMs, message });
  const limitPasswordCheck = (req: Request, key: string) => {
    perClient.consume(clientOf(req));
    perNumber.consume(key);
  };

  router.post('/userCheck', async (req, res) => {
    const { number } = parse(numberBody, req.body);
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
    res.json({ verificationToken: await otp.verifyCode(number, code) } satisfies VerifyOtpResponse);
  });

  router.post('/userSignup', async (req, res) => {
    const body = parse(signupBody, req.body);
    res.status(201).json((await auth.signUp(body)) satisfies SessionResponse);
  });

  router.post('/userSignin', async (req, res) => {
    const { phone, password } = parse(signinBody, req.body);
    limitPasswordCheck(req, phone);
    const session = await auth.signIn(phone, password);
    perNumber.reset(phone);
    res.json(session satisfies SessionResponse);
  });

  router.post('/userForget', async (req, res) => {
    const body = parse(forgetBody, req.body);
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
    limitPasswordCheck(req, id);
    await auth.checkPassword(id, password);
    perNumber.reset(id);
    res.json({ message: 'ok' } satisfies MessageResponse);
  });

  router.post(
    '/updateProfile/security/updatePassword',
    guards.requireCustomer,
    async (req, res) => {
      const { userId, password } = parse(updatePasswordBody, req.body);
      const token = await auth.changePassword(actingCustomer(req, userId), password);
      res.json({ message: 'Password Updated', token } satisfies PasswordUpdatedResponse);
    },
  );

  return router;
}
