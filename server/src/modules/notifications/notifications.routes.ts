import { Router } from 'express';
import {
  notifyPageBody,
  userOnlyBody,
  type NewNotifyResponse,
  type NotifyListResponse,
} from '../../contracts/accounts';
import { actingCustomer, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { NotificationsService } from './notifications.service';

/** The customer's bell, under /api/user/order/156. */
export function customerNotificationRoutes(
  notifications: NotificationsService,
  guards: AuthGuards,
): Router {
  const router = Router();
  const recipientOf = (req: Parameters<typeof actingCustomer>[0], userId: string | undefined) =>
    ({ audience: 'customer', customerId: actingCustomer(req, userId) }) as const;

  router.post('/getNewNotify', guards.requireCustomer, async (req, res) => {
    const { userId } = parse(userOnlyBody, req.body);
    res.json({
      newNotify: await notifications.unreadCount(recipientOf(req, userId)),
    } satisfies NewNotifyResponse);
  });

  router.post('/setNewNotify', guards.requireCustomer, async (req, res) => {
    const { userId } = parse(userOnlyBody, req.body);
    await notifications.markAllRead(recipientOf(req, userId));
    res.json({ newNotify: 0 } satisfies NewNotifyResponse);
  });

  router.post('/getNotify', guards.requireCustomer, async (req, res) => {
    const { userId, count } = parse(notifyPageBody, req.body);
    const page = await notifications.list(recipientOf(req, userId), count);
    res.json({
      notify: page.map((item) => item.message),
      notifications: page,
    } satisfies NotifyListResponse);
  });

  return router;
}

/** The admin's new-order badge, under /api/vendor/order/156 (mounted behind the vendor guard). */
export function vendorNotificationRoutes(notifications: NotificationsService): Router {
  const router = Router();
  router.post('/getNewNotify', async (_req, res) => {
    res.json({
      newNotify: await notifications.unreadCount({ audience: 'vendor' }),
    } satisfies NewNotifyResponse);
  });
  router.post('/setNewNotify', async (_req, res) => {
    await notifications.markAllRead({ audience: 'vendor' });
    res.json({ newNotify: 0 } satisfies NewNotifyResponse);
  });
  return router;
}
