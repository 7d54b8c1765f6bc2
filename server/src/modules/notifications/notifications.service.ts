import { and, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFY_PAGE_SIZE, type NotificationItem } from '../../contracts/accounts';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/content';

/** Whose notifications: one customer's, or the shop owner's (customerId null). */
export type Recipient = { audience: 'customer'; customerId: string } | { audience: 'vendor' };

function whose(recipient: Recipient) {
  return recipient.audience === 'customer'
    ? and(
        eq(notifications.audience, 'customer'),
        eq(notifications.customerId, recipient.customerId),
      )
    : eq(notifications.audience, 'vendor');
}

/** Notifications about orders, with unread counts for the bell and the admin badge. */
export function createNotificationsService(db: Database) {
  return {
    /** Adds a notification (inside the caller's transaction when given one). */
    async notify(
      recipient: Recipient,
      message: string,
      orderCode: string | null,
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(notifications).values({
        audience: recipient.audience,
        customerId: recipient.audience === 'customer' ? recipient.customerId : null,
        message,
        orderCode,
      });
    },

    unreadCount(recipient: Recipient): Promise<number> {
      return db.$count(notifications, and(whose(recipient), isNull(notifications.readAt)));
    },

    async markAllRead(recipient: Recipient): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(whose(recipient), isNull(notifications.readAt)));
    },

    /** Newest first, NOTIFY_PAGE_SIZE per page. */
    async list(recipient: Recipient, page: number): Promise<NotificationItem[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(whose(recipient))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFY_PAGE_SIZE)
        .offset((page - 1) * NOTIFY_PAGE_SIZE);
      return rows.map((row) => ({
        _id: row.id,
        message: row.message,
        orderId: row.orderCode,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
