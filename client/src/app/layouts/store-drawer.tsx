import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { useCustomerLogout } from '@/app/use-logout';
import { Drawer } from '@/components/drawer';
import { BagIcon, HeartIcon, ReceiptIcon, UserIcon } from '@/components/icons';
import { ChevronRightIcon, LogoutIcon } from '@/components/page-icons';
import { useGetRawDataQuery } from '@/features/catalog/catalog-api';
import { categoryPath, enabledCategories } from '@/features/catalog/category-selectors';
import styles from './store-drawer.module.css';

/** Side drawer: Shop By Category, Orders, Cart, Logout (the phone's navigation). */
export function StoreDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const logout = useCustomerLogout();
  const { data } = useGetRawDataQuery();
  const categories = useMemo(() => enabledCategories(data?.categories ?? []), [data]);

  return (
    <Drawer open={open} onClose={onClose} title={user ? `Hello, ${user.name}` : 'Menu'}>
      <nav aria-labelledby="drawer-categories">
        <h3 id="drawer-categories" className={styles.heading}>
          Shop By Category
        </h3>
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={categoryPath(category)} className={styles.link} onClick={onClose}>
                {category.categoryName}
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={`${styles.list} ${styles.account}`}>
        <li>
          <Link to="/orders" className={styles.link} onClick={onClose}>
            <span className={styles.label}>
              <ReceiptIcon size={20} /> Orders
            </span>
          </Link>
        </li>
        <li>
          <Link to="/wishlist" className={styles.link} onClick={onClose}>
            <span className={styles.label}>
              <HeartIcon size={20} /> Wishlist
            </span>
          </Link>
        </li>
        <li>
          <Link to="/cart" className={styles.link} onClick={onClose}>
            <span className={styles.label}>
              <BagIcon size={20} /> Cart
            </span>
          </Link>
        </li>
        {user && (
          <li>
            <Link to="/profile" className={styles.link} onClick={onClose}>
              <span className={styles.label}>
                <UserIcon size={20} /> Profile
              </span>
            </Link>
          </li>
        )}
        <li>
          {user ? (
            <button type="button" className={styles.link} onClick={() => (logout(), onClose())}>
              <span className={styles.label}>
                <LogoutIcon size={20} /> Logout
              </span>
            </button>
          ) : (
            <button
              type="button"
              className={styles.link}
              onClick={() => (onClose(), dispatch(signInRequested()))}
            >
              <span className={styles.label}>
                <UserIcon size={20} /> Sign In
              </span>
            </button>
          )}
        </li>
      </ul>
    </Drawer>
  );
}
