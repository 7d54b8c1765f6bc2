import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { CountBadge } from '@/components/badge';
import { ReceiptIcon, UserIcon } from '@/components/icons';
import {
  BoxIcon,
  GridIcon,
  HomeIcon,
  ListIcon,
  SlidersIcon,
  TagIcon,
} from '@/components/page-icons';
import { RulerIcon, TruckIcon } from '@/features/vendor-catalog/admin-icons';
import { cx } from '@/lib/cx';
import { selectVendorNewNotify } from '@/features/notifications/notifications-slice';
import styles from './vendor-nav.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on this exact path (not on the paths below it). */
  end?: boolean;
}

const items: NavItem[] = [
  { to: '/vendor/dashboard', label: 'Dashboard', icon: <HomeIcon size={20} /> },
  { to: '/vendor/product', label: 'Product', icon: <BoxIcon size={20} /> },
  { to: '/vendor/attr', label: 'Attribute', icon: <TagIcon size={20} /> },
  { to: '/vendor/manage', label: 'Management', icon: <GridIcon size={20} /> },
  { to: '/vendor/orders', label: 'Orders', icon: <ReceiptIcon size={20} />, end: true },
  { to: '/vendor/orders/list', label: 'Order list', icon: <ListIcon size={20} /> },
  { to: '/vendor/products', label: 'Products', icon: <BoxIcon size={20} /> },
  { to: '/vendor/customers', label: 'Customers', icon: <UserIcon size={20} /> },
  { to: '/vendor/general/sliders', label: 'Sliders', icon: <SlidersIcon size={20} /> },
  { to: '/vendor/size-guides', label: 'Size guides', icon: <RulerIcon size={20} /> },
  { to: '/vendor/general/delivery', label: 'Delivery', icon: <TruckIcon size={20} /> },
];

/** The admin side menu; Orders carries the count of new order notifications (hidden at 0). */
export function VendorNav({ onNavigate }: { onNavigate?: () => void }) {
  const newOrders = useAppSelector(selectVendorNewNotify);
  const { pathname } = useLocation();
  const onDashboard = pathname === '/vendor' || pathname === '/vendor/';

  return (
    <nav aria-label="Admin">
      <ul className={styles.nav}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  styles.navLink,
                  (isActive || (onDashboard && item.label === 'Dashboard')) && styles.navActive,
                )
              }
            >
              {item.icon}
              <span className={styles.navLabel}>{item.label}</span>
              {item.label === 'Orders' && newOrders > 0 && (
                <>
                  <CountBadge count={newOrders} />
                  <span className="sr-only">, {newOrders} new</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
