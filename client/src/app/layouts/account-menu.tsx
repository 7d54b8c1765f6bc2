import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { useCustomerLogout } from '@/app/use-logout';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '@/components/icons';
import { Menu } from '@/components/menu';
import styles from './store-header.module.css';

/** 'Hello, {name}' with Profile and Logout, or a 'Sign In' button that opens the overlay. */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const logout = useCustomerLogout();

  if (!user) {
    return (
      <button type="button" className={styles.action} onClick={() => dispatch(signInRequested())}>
        <UserIcon />
        <span className={styles.actionText}>Sign In</span>
      </button>
    );
  }

  return (
    <Menu
      triggerClassName={styles.action}
      trigger={
        <>
          <UserIcon />
          <span className={styles.actionText}>
            <span className={styles.hello}>Hello, {user.name}</span>
          </span>
          <ChevronDownIcon size={16} className={styles.hideOnPhone} />
        </>
      }
      items={[
        { label: 'Profile', to: '/profile', icon: <UserIcon size={18} /> },
        { label: 'Logout', onSelect: logout, icon: <LogoutIcon size={18} /> },
      ]}
    />
  );
}
