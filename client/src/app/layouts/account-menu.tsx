import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import { MenuStandIn } from '@/components/menu-stand-in';
import styles from './store-header.module.css';

// A shopper is known only after the token check or a login, never at the first render: the
// menu's code comes then.
const SignedInMenu = lazy(() =>
  import('./header-session').then((m) => ({ default: m.SignedInMenu })),
);

/** 'Hello, {name}' with Profile and Logout, or a 'Sign In' button that opens the overlay. */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (user) return <SignedInAccount name={user.name} />;
  return (
    <button type="button" className={styles.action} onClick={() => dispatch(signInRequested())}>
      <UserIcon />
      <span className={styles.actionText}>Sign In</span>
    </button>
  );
}

function SignedInAccount({ name }: { name: string }) {
  // A click on the stand-in opens the menu once it is in.
  const [clicked, setClicked] = useState(false);
  const standIn = (
    <MenuStandIn className={styles.action} hasPopup="menu" onClick={() => setClicked(true)}>
      <AccountGreeting name={name} />
    </MenuStandIn>
  );
  return (
    <Suspense fallback={standIn}>
      <SignedInMenu name={name} defaultOpen={clicked} />
    </Suspense>
  );
}

/** The account button's face: 'Hello, {name}' and the menu's chevron. */
export function AccountGreeting({ name }: { name: string }) {
  return (
    <>
      <UserIcon />
      <span className={styles.actionText}>
        <span className={styles.hello}>Hello, {name}</span>
      </span>
      <ChevronDownIcon size={16} className={styles.hideOnPhone} />
    </>
  );
}
