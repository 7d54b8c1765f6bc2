import type { Request, RequestHandler } from 'express';
import type { Shopper } from '../db/shopper-lock';
import {
  CUSTOMER_ID,
  SESSION_EXPIRED,
  type Role,
  type TokenClaims,
  type TokenService,
} from '../modules/auth/tokens';
import { Forbidden, Unauthorized } from './errors';

export interface Principal {
  role: Role;
  id: string;
  /**
   * Set by `requireCustomerAtLock` only: the token's version, not yet checked against the
   * account. The route's transaction checks it with the shopper's lock (lockShopper).
   */
  versionToCheck?: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

/** Answers whether the token's account still exists with the same token version. */
export type AccountCheck = (claims: TokenClaims) => Promise<boolean>;

/** Reads `Authorization: barear <token>` (the spec's spelling) or `Bearer <token>`. */
export function readToken(header: string | undefined): string | undefined {
  const match = /^(?:barear|bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

const SIGN_IN_FIRST = 'Please sign in first';

export function createAuthGuards(tokens: TokenService, isCurrent: AccountCheck) {
  /** The claims of the request's token, verified; undefined when it sends none. */
  function claimsOf(req: Request): TokenClaims | undefined {
    const token = readToken(req.headers.authorization);
    return token ? tokens.verify(token) : undefined;
  }

  async function principalOf(req: Request): Promise<Principal | undefined> {
    const claims = claimsOf(req);
    if (!claims) return undefined;
    if (!(await isCurrent(claims))) throw new Unauthorized(SESSION_EXPIRED);
    return { role: claims.role, id: claims.sub };
  }

  function requireRole(role: Role): RequestHandler {
    return async (req, _res, next) => {
      const principal = await principalOf(req);
      if (!principal) throw new Unauthorized(SIGN_IN_FIRST);
      if (principal.role !== role) throw new Forbidden();
      req.principal = principal;
      next();
    };
  }

  return {
    requireVendor: requireRole('vendor'),
    requireCustomer: requireRole('customer'),
    /**
     * As requireCustomer, but the account's token version is checked by the route's transaction
     * with the shopper's lock, its first statement (lockShopper), rather than by a read of its
     * own: one round trip less for the busiest writes (cart adds, checkouts). Only for routes
     * that do nothing with the database before that lock (the route passes actingShopper).
     */
    requireCustomerAtLock: ((req, _res, next) => {
      const claims = claimsOf(req);
      if (!claims) throw new Unauthorized(SIGN_IN_FIRST);
      if (claims.role !== 'customer') throw new Forbidden();
      if (!CUSTOMER_ID.test(claims.sub)) throw new Unauthorized(SESSION_EXPIRED);
      req.principal = { role: 'customer', id: claims.sub, versionToCheck: claims.ver };
      next();
    }) satisfies RequestHandler,
    /** Attaches the principal when a valid token is sent; never refuses (public reads). */
    optionalPrincipal: (async (req, _res, next) => {
      try {
        req.principal = await principalOf(req);
      } catch {
        // An expired token on a public page just means an anonymous visitor.
      }
      next();
    }) satisfies RequestHandler,
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The signed-in principal of a guarded route. */
export function principal(req: Request): Principal {
  if (!req.principal) throw new Unauthorized(SIGN_IN_FIRST);
  return req.principal;
}

/**
 * The customer a request acts on is always the token's; a body `userId` naming someone else is
 * refused rather than trusted.
 */
export function actingCustomer(req: Request, bodyUserId: unknown): string {
  const who = principal(req);
  if (
    bodyUserId !== undefined &&
    bodyUserId !== null &&
    bodyUserId !== '' &&
    bodyUserId !== who.id
  ) {
    throw new Forbidden('You can only act on your own account');
  }
  return who.id;
}

/**
 * actingCustomer for the routes of requireCustomerAtLock: the customer with the token version
 * their transaction's shopper's lock checks.
 */
export function actingShopper(req: Request, bodyUserId: unknown): Shopper {
  const id = actingCustomer(req, bodyUserId);
  const version = principal(req).versionToCheck;
  return version === undefined ? id : { id, versionToCheck: version };
}
