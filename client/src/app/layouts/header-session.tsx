import { useCustomerLogout, useCustomerSessionEnd } from '@/app/use-logout';
import { UserIcon } from '@/components/icons';
import { LogoutIcon } from '@/components/page-icons';
import { Menu } from '@/components/menu';
import { useCartSession } from '@/features/cart/use-cart-session';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useWishlistSession } from '@/features/wishlist/use-wishlist';
import { WishlistLink } from '@/features/wishlist/wishlist-link';
import { AccountGreeting } from './account-menu';
import styles from './store-header.module.css';

/*
 * The header's parts that follow the customer's session. Nobody is known to be signed in at the
 * first render, so store-header.tsx and account-menu.tsx load these just after it, with
 * stand-ins of the same size meanwhile (the first page's JavaScript stays small).
 */

/** The signed-in shopper's menu: Profile and Logout. */
export function SignedInMenu({ name, defaultOpen }: { name: string; defaultOpen?: boolean }) {
  const logout = useCustomerLogout();
  return (
    <Menu
      triggerClassName={styles.action}
      trigger={<AccountGreeting name={name} />}
      defaultOpen={defaultOpen}
      items={[
        { label: 'Profile', to: '/profile', icon: <UserIcon size={18} /> },
        { label: 'Logout', onSelect: logout, icon: <LogoutIcon size={18} /> },
      ]}
    />
  );
}

/** The bell with its unread count; a token the server refuses ends the session here. */
export function SessionBell({
  className,
  defaultOpen,
}: {
  className?: string;
  defaultOpen?: boolean;
}) {
  const sessionEnded = useCustomerSessionEnd();
  return (
    <NotificationBell
      className={className}
      onSessionExpired={sessionEnded}
      defaultOpen={defaultOpen}
    />
  );
}

/** The header heart, counting the saved products and keeping the wishlist with the session. */
export function SessionWishlistLink({ className }: { className?: string }) {
  return <WishlistLink className={className} count={useWishlistSession()} />;
}

/** Keeps the cart with the session (useCartSession); shows nothing. */
export function CartSession() {
  useCartSession();
  return null;
}
