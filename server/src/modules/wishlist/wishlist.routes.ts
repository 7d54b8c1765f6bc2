import { Router } from 'express';
import {
  wishlistBody,
  wishlistItemBody,
  type WishlistIdsResponse,
  type WishlistResponse,
} from '../../contracts/wishlist';
import { actingCustomer, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import { sendJson } from '../../lib/json-once';
import type { WishlistService } from './wishlist.service';

/** The shopper's wishlist under /api/user/wishlist/156 (the token's customer only). */
export function customerWishlistRoutes(wishlist: WishlistService, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.requireCustomer);

  router.post('/get', async (req, res) => {
    const { userId } = parse(wishlistBody, req.body);
    sendJson<WishlistResponse>(res, { wishlist: await wishlist.list(actingCustomer(req, userId)) });
  });

  router.post('/ids', async (req, res) => {
    const { userId } = parse(wishlistBody, req.body);
    res.json({
      ids: await wishlist.ids(actingCustomer(req, userId)),
    } satisfies WishlistIdsResponse);
  });

  router.post('/add', async (req, res) => {
    const { userId, productId } = parse(wishlistItemBody, req.body);
    res.json({
      ids: await wishlist.add(actingCustomer(req, userId), productId),
    } satisfies WishlistIdsResponse);
  });

  router.post('/remove', async (req, res) => {
    const { userId, productId } = parse(wishlistItemBody, req.body);
    res.json({
      ids: await wishlist.remove(actingCustomer(req, userId), productId),
    } satisfies WishlistIdsResponse);
  });

  return router;
}
