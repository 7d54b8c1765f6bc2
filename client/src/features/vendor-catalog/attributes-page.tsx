import { EmptyState } from '@/components/empty-state';
import { TagIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';

/** /vendor/attr: 'Attributes / Variation-types'. */
export function AttributesPage() {
  return (
    <>
      <PageHeader
        title="Attributes / Variation-types"
        description="Variation types such as Size or Colour, with the values your variants can use."
      />
      <EmptyState
        icon={<TagIcon />}
        title="Your attributes are listed here"
        description="Attributes you create appear here with their values and the products that use them."
      />
    </>
  );
}
