import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { AfterFirstRender } from '@/components/after-first-render';
import { CartLink } from '@/features/cart/cart-link';
import { CategoryToolbar } from '@/features/catalog/category-toolbar';
import { BellButton } from '@/features/notifications/bell-button';
import { SearchBox } from '@/features/search/search-box';
import { WishlistLink } from '@/features/wishlist/wishlist-link';
import { MenuIcon, ReceiptIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { getShopName } from '@/lib/shop-name';
import { AccountMenu } from './account-menu';
import styles from './store-header.module.css';

// The parts that follow the session load after the first render (header-session.tsx).
const session = () => import('./header-session');
const SessionBell = lazy(() => session().then((m) => ({ default: m.SessionBell })));
const SessionWishlistLink = lazy(() => session().then((m) => ({ default: m.SessionWishlistLink })));
const CartSession = lazy(() => session().then((m) => ({ default: m.CartSession })));

/** Storefront top bar and category toolbar (the toolbar folds into the drawer on phones). */
export function StoreHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const shopName = getShopName();
  // A click on the bell before its code is in opens it when it arrives.
  const [bellClicked, setBellClicked] = useState(false);
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
          <Logo name={shopName} markOnNarrow />
        </Link>
        <SearchBox className={styles.search} />
        <div className={styles.actions}>
          <AccountMenu />
          <Link to="/orders" className={`${styles.action} ${styles.orders}`}>
            <ReceiptIcon />
            <span className={styles.actionText}>Returns &amp; Orders</span>
          </Link>
          <AfterFirstRender
            fallback={<BellButton className={styles.action} onClick={() => setBellClicked(true)} />}
          >
            <SessionBell className={styles.action} defaultOpen={bellClicked} />
          </AfterFirstRender>
          <AfterFirstRender fallback={<WishlistLink className={styles.action} count={0} />}>
            <SessionWishlistLink className={styles.action} />
          </AfterFirstRender>
          <CartLink className={styles.action} />
          <AfterFirstRender>
            <CartSession />
          </AfterFirstRender>
        </div>
      </div>
      <CategoryToolbar onOpenAll={onOpenDrawer} className={styles.toolbar} />
    </header>
  );
}
