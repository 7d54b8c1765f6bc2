import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { GridIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { WizardSteps } from './wizard-steps';

/** /vendor/product: the 'Product Insert' wizard (steps arrive with the catalogue admin). */
export function ProductInsertPage() {
  return (
    <>
      <PageHeader title="Product Insert" description="Add a product in four steps." />
      <WizardSteps active={1} />
      <EmptyState
        icon={<GridIcon />}
        title="Start with a category"
        description="Step 1 picks the category the product belongs to. Categories and sub-categories are managed in Top Management."
        action={
          <Link to="/vendor/manage" className={buttonClass('primary')}>
            Go to Top Management
          </Link>
        }
      />
    </>
  );
}
