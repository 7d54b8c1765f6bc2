import { Router } from 'express';
import { addToCartBody, cartGetBody, setCartBody, type CartResponse } from '../../contracts/cart';
import { actingCustomer, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { CartService } from './cart.service';

/** The customer's cart under /api/user/cart/156; every call acts on the token's customer. */
export function customerCartRoutes(cart: CartService, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.requireCustomer);

  router.post('/get', async (req, res) => {
    const { userId } = parse(cartGetBody, req.body);
    res.json((await cart.get(actingCustomer(req, userId))) satisfies CartResponse);
  });

  router.post('/add', async (req, res) => {
    const { userId, item } = parse(addToCartBody, req.body);
    res.json((await cart.add(actingCustomer(req, userId), item)) satisfies CartResponse);
  });

  router.post('/set', async (req, res) => {
    const { userId, cart: lines } = parse(setCartBody, req.body);
    res.json((await cart.set(actingCustomer(req, userId), lines)) satisfies CartResponse);
  });

  return router;
}
