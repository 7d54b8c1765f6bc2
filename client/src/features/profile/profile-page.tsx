import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { Card } from '@/components/card';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PageLoading } from '@/components/page-loading';
import { Tabs } from '@/components/tabs';
import { useCustomerStatus } from '@/features/auth/use-customer-status';
import { GeneralTab } from './general-tab';
import { SecurityTab } from './security-tab';
import styles from './profile-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile: General (name; the number is read-only) and Security (change password). */
export function ProfilePage() {
  const status = useCustomerStatus();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  usePageTitle('Profile');
  const [tab, setTab] = useState('general');

  // Arriving signed out opens the login overlay (the message stays behind it); logging out
  // here only shows the message.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status === 'signed-out' && !wasSignedIn.current) dispatch(signInRequested());
  }, [status, dispatch]);

  return (
    <div className="container page">
      <PageHeader title="Profile" description="Your name, mobile number and password." />
      {status === 'checking' && <PageLoading label="Loading your profile..." />}
      {status === 'signed-out' && (
        <LoginRequired
          message="Sign in to see your profile."
          onSignIn={() => dispatch(signInRequested())}
        />
      )}
      {user && (
        <Card padding="lg" className={styles.card}>
          <Tabs
            label="Profile sections"
            value={tab}
            onChange={setTab}
            tabs={[
              { id: 'general', label: 'General', content: <GeneralTab user={user} /> },
              { id: 'security', label: 'Security', content: <SecurityTab userId={user.id} /> },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
