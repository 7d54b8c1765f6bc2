import { Router } from 'express';
import { addToCartBody, cartGetBody, setCartBody, type CartResponse } from '../../contracts/cart';
import { actingCustomer, actingShopper, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { CartService } from './cart.service';

/** The customer's cart under /api/user/cart/156; every call acts on the token's customer. */
export function customerCartRoutes(cart: CartService, guards: AuthGuards): Router {
  const router = Router();

  router.post('/get', guards.requireCustomer, async (req, res) => {
    const { userId } = parse(cartGetBody, req.body);
    res.json((await cart.get(actingCustomer(req, userId))) satisfies CartResponse);
  });

  // Each takes the shopper's lock first, which checks the token's account (one read less).
  router.post('/add', guards.requireCustomerAtLock, async (req, res) => {
    const { userId, item } = parse(addToCartBody, req.body);
    res.json((await cart.add(actingShopper(req, userId), item)) satisfies CartResponse);
  });

  router.post('/set', guards.requireCustomerAtLock, async (req, res) => {
    const { userId, cart: lines } = parse(setCartBody, req.body);
    res.json((await cart.set(actingShopper(req, userId), lines)) satisfies CartResponse);
  });

  return router;
}
