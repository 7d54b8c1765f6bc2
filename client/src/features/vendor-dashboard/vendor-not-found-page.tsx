import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** Any unknown /vendor/… address, inside the admin chrome. */
export function VendorNotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no admin page at this address"
        description="Use the menu to find what you were looking for."
        action={
          <Link to="/vendor/dashboard" className={buttonClass('primary')}>
            Go to the dashboard
          </Link>
        }
      />
    </>
  );
}
