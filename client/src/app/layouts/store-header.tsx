import { Link } from 'react-router-dom';
import { useCustomerSessionEnd } from '@/app/use-logout';
import { CartLink } from '@/features/cart/cart-link';
import { CategoryToolbar } from '@/features/catalog/category-toolbar';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { SearchBox } from '@/features/search/search-box';
import { WishlistLink } from '@/features/wishlist/wishlist-link';
import { MenuIcon, ReceiptIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { getShopName } from '@/lib/shop-name';
import { AccountMenu } from './account-menu';
import styles from './store-header.module.css';

/** Storefront top bar and category toolbar (the toolbar folds into the drawer on phones). */
export function StoreHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const shopName = getShopName();
  const sessionEnded = useCustomerSessionEnd();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={`${styles.action} ${styles.hamburger}`}
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={onOpenDrawer}
        >
          <MenuIcon />
        </button>
        <Link to="/" className={styles.logo} aria-label={`${shopName} home`}>
          <Logo name={shopName} />
        </Link>
        <SearchBox className={styles.search} />
        <div className={styles.actions}>
          <AccountMenu />
          <Link to="/orders" className={`${styles.action} ${styles.orders}`}>
            <ReceiptIcon />
            <span className={styles.actionText}>Returns &amp; Orders</span>
          </Link>
          <NotificationBell className={styles.action} onSessionExpired={sessionEnded} />
          <WishlistLink className={styles.action} />
          <CartLink className={styles.action} />
        </div>
      </div>
      <CategoryToolbar onOpenAll={onOpenDrawer} className={styles.toolbar} />
    </header>
  );
}
