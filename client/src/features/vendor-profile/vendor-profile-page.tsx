import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/app/session-slice';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import styles from './vendor-profile-page.module.css';

/** /vendor/profile: name, number, password change and the cash-on-delivery switch. */
export function VendorProfilePage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageHeader title="Profile" description="Your details and how shoppers can pay." />
      <Card padding="lg" className={styles.card}>
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{admin?.name}</dd>
          <dt>Number</dt>
          <dd>{admin?.phone}</dd>
          <dt>Cash on delivery</dt>
          <dd>
            {admin?.cod ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}
          </dd>
        </dl>
      </Card>
    </>
  );
}
