import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { LoadError } from '@/features/vendor-catalog/load-error';
import { CodCard } from './cod-card';
import { DetailsCard } from './details-card';
import { PasswordCard } from './password-card';
import { TaxSettingsCard } from './tax-settings-card';
import { useGetVendorQuery } from './vendor-profile-api';
import styles from './vendor-profile-page.module.css';

/**
 * /vendor/profile: name, number, password change, the cash-on-delivery switch and the tax
 * invoice's details (seller, GSTIN, prefix, HSN and GST rate per category).
 */
export function VendorProfilePage() {
  const { data: profile, isLoading, error, refetch } = useGetVendorQuery();
  return (
    <>
      <PageHeader title="Profile" description="Your details and how shoppers can pay." />
      {isLoading ? (
        <Skeleton height={280} radius="lg" />
      ) : !profile ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={styles.grid}>
          <div className={styles.column}>
            <DetailsCard profile={profile} />
            <PasswordCard />
          </div>
          <div className={styles.column}>
            <CodCard cod={profile.cod} />
          </div>
          <div className={styles.wide}>
            <TaxSettingsCard />
          </div>
        </div>
      )}
    </>
  );
}
