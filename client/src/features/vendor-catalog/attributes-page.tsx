import type { AttributeSummary } from '@contracts/products';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { TagIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { AttributeCard } from './attribute-card';
import { AttributeInUseBox } from './attribute-in-use-box';
import { CreateAttributeCard } from './create-attribute-card';
import { LoadError } from './load-error';
import { useDeleteAttributeMutation, useGetVendorAttributesQuery } from './vendor-attributes-api';
import styles from './attributes-page.module.css';

/** /vendor/attr: 'Attributes / Variation-types'. */
export function AttributesPage() {
  const { data: attributes, isLoading, error, refetch } = useGetVendorAttributesQuery();
  const [deleteAttribute, { isLoading: deleting }] = useDeleteAttributeMutation();
  const [doomed, setDoomed] = useState<AttributeSummary | null>(null);
  const [inUse, setInUse] = useState<[string, number[]][] | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    const result = await deleteAttribute(doomed._id);
    setDoomed(null);
    if (result.error) notify('error', errorMessage(result.error));
    else if ('inUse' in result.data) setInUse(result.data.inUse);
    else {
      setInUse(null);
      notify('success', `Deleted ${doomed.attribute}`);
    }
  };

  return (
    <>
      <PageHeader
        title="Attributes / Variation-types"
        description="Variation types such as Size or Colour, with the values your varients can use."
      />
      {inUse && <AttributeInUseBox errors={inUse} onClose={() => setInUse(null)} />}
      <div className={styles.layout}>
        <CreateAttributeCard className={styles.create} />
        <div className={styles.list}>
          {isLoading ? (
            <Skeleton height={200} radius="lg" />
          ) : !attributes ? (
            <LoadError error={error} onRetry={() => void refetch()} />
          ) : attributes.length === 0 ? (
            <EmptyState
              icon={<TagIcon />}
              title="No Attribute Available"
              description="Create Size, Colour or any other variation type."
            />
          ) : (
            attributes.map((attribute) => (
              <AttributeCard key={attribute._id} attribute={attribute} onDelete={setDoomed} />
            ))
          )}
        </div>
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.attribute ?? 'attribute'}?`}
        message="The attribute and all its values will be deleted."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
