import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { WizardSteps } from './wizard-steps';

/** /vendor/product/{id}: 'Product Update', opened at the wizard's final step. */
export function ProductUpdatePage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title="Product Update" description={`Product ${id ?? ''}`} />
      <WizardSteps active={4} />
      <EmptyState
        icon={<BoxIcon />}
        title="Product Not Found"
        description="This product may have been deleted. Find it again from the product lists in Top Management."
        action={
          <Link to="/vendor/manage" className={buttonClass('primary')}>
            Go to Top Management
          </Link>
        }
      />
    </>
  );
}
