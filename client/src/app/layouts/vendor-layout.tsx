import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/app/session-slice';
import { useVendorLogout } from '@/app/use-logout';
import { CountBadge } from '@/components/badge';
import { Drawer } from '@/components/drawer';
import { selectVendorNewNotify } from '@/features/notifications/notifications-slice';
import { ChevronDownIcon, MenuIcon, UserIcon } from '@/components/icons';
import { LogoutIcon } from '@/components/page-icons';
import { Logo } from '@/components/logo';
import { Menu } from '@/components/menu';
import { useVendorNewOrders } from '@/features/vendor-orders/use-vendor-new-orders';
import { getShopName } from '@/lib/shop-name';
import { VendorNav } from './vendor-nav';
import styles from './vendor-layout.module.css';

/** Admin chrome: top bar with the profile menu, side menu (a drawer on phones). */
export function VendorLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const admin = useAppSelector(selectAdmin);
  const logout = useVendorLogout();
  const shopName = getShopName();
  const name = admin?.name ?? 'Admin';
  const newOrders = useAppSelector(selectVendorNewNotify);
  // The side menu's Orders badge: new orders, asked for every 30 s while the admin is open.
  useVendorNewOrders();

  return (
    <div className={styles.shell}>
      <a href="#vendor-main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.hamburger}`}
          aria-label={
            newOrders > 0 ? `Open admin menu, ${newOrders} new orders` : 'Open admin menu'
          }
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
          {/* On a phone the side menu is closed: its new-order count shows on the button. */}
          <CountBadge count={newOrders} className={styles.menuBadge} />
        </button>
        <Link to="/vendor/dashboard" className={styles.brand} aria-label={`${shopName} admin home`}>
          <Logo name={shopName} tagline="Admin" />
        </Link>
        <div className={styles.topActions}>
          <a href="/" className={styles.storeLink}>
            View store
          </a>
          <Menu
            triggerClassName={styles.profileButton}
            trigger={
              <>
                <span className={styles.avatar} aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </span>
                <span className={styles.profileName}>{name}</span>
                <ChevronDownIcon size={16} />
              </>
            }
            items={[
              { label: 'Profile', to: '/vendor/profile', icon: <UserIcon size={18} /> },
              { label: 'Logout', onSelect: logout, icon: <LogoutIcon size={18} /> },
            ]}
          />
        </div>
      </header>
      <div className={styles.body}>
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            <VendorNav />
          </div>
        </aside>
        <main id="vendor-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={`${shopName} admin`}>
        <VendorNav onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </div>
  );
}
