import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { Card } from '@/components/card';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import styles from './profile-page.module.css';

/** /profile: General (name, number) and Security tabs; editing arrives with the profile feature. */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState('general');

  return (
    <div className="container page">
      <PageHeader title="Profile" description="Your name, mobile number and password." />
      {!user ? (
        <LoginRequired
          message="Sign in to see your profile."
          onSignIn={() => dispatch(signInRequested())}
        />
      ) : (
        <Card padding="lg" className={styles.card}>
          <Tabs
            label="Profile sections"
            value={tab}
            onChange={setTab}
            tabs={[
              {
                id: 'general',
                label: 'General',
                content: (
                  <dl className={styles.details}>
                    <dt>Name</dt>
                    <dd>{user.name}</dd>
                    <dt>Mobile number</dt>
                    <dd>{user.phone.startsWith('+') ? user.phone : `+91 ${user.phone}`}</dd>
                  </dl>
                ),
              },
              {
                id: 'security',
                label: 'Security',
                content: (
                  <p className={styles.note}>
                    Change your password here. Your current password is checked first.
                  </p>
                ),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
