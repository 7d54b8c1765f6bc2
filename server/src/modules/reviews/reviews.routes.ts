import { Router } from 'express';
import {
  ratingCheckBody,
  setRatingBody,
  type MessageResponse,
  type RatingCheckResponse,
} from '../../contracts/accounts';
import { actingCustomer, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { ReviewsService } from './reviews.service';

/** Ratings under /api/user/auth/156 (the spec's paths). */
export function reviewRoutes(reviews: ReviewsService, guards: AuthGuards): Router {
  const router = Router();

  router.post('/ratingCheckProduct', guards.requireCustomer, async (req, res) => {
    const { userId, product } = parse(ratingCheckBody, req.body);
    const customerId = actingCustomer(req, userId);
    await reviews.assertMayRate(customerId, product);
    const body: RatingCheckResponse = {
      ok: true,
      review: await reviews.ownReview(customerId, product),
    };
    res.json(body);
  });

  router.post('/setRating', guards.requireCustomer, async (req, res) => {
    const { userId, product, rating } = parse(setRatingBody, req.body);
    await reviews.rate(actingCustomer(req, userId), product, rating);
    res.json({ message: 'Thanks for rating this product' } satisfies MessageResponse);
  });

  return router;
}
