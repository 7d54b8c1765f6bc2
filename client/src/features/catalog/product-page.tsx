import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TagIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';

/** /item/info/{productId}: product detail (images, variants, reviews) arrives with the catalogue. */
export function ProductPage() {
  return (
    <div className="container page">
      <PageHeader title="Product details" />
      <EmptyState
        icon={<TagIcon />}
        title="This product isn’t available right now"
        description="It may have sold out or been moved. Have a look at the rest of the shop."
        action={
          <Link to="/" className={buttonClass('primary')}>
            Continue shopping
          </Link>
        }
      />
    </div>
  );
}
