import type { ProductVariant } from '@contracts/products';
import { useId, useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { TrashIcon } from './admin-icons';
import { Panel } from './panel';
import { PricingEditor } from './pricing-editor';
import { pricingDraftOf } from './pricing-rules';
import { reportSave } from './report';
import {
  useDeleteVariantImageMutation,
  useDeleteVariantMutation,
  useSaveVariantPricingMutation,
} from './vendor-products-api';
import admin from './admin.module.css';
import styles from './variants.module.css';

interface VariantCardProps {
  productId: number;
  variant: ProductVariant;
  position: number;
  label: string;
}

/**
 * One variant: a summary line, and (opened with Edit) its price, MRP, stock, images and
 * details. A variant without a price opens by itself: it is not for sale until priced.
 */
export function VariantCard({ productId, variant, position, label }: VariantCardProps) {
  const [savePricing] = useSaveVariantPricingMutation();
  const [deleteImage] = useDeleteVariantImageMutation();
  const [deleteVariant, { isLoading: deleting }] = useDeleteVariantMutation();
  const { _id: variantId, general } = variant;
  const [open, setOpen] = useState(general.price === null);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const titleId = `variant-${variantId}-title`;

  return (
    <Panel aria-labelledby={titleId} className={styles.variant}>
      <div className={styles.variantHead}>
        {general.images[0] ? (
          <img src={general.images[0]} alt="" className={styles.variantThumb} loading="lazy" />
        ) : (
          <span className={styles.variantThumb} aria-hidden="true" />
        )}
        <div className={styles.variantText}>
          <h3 id={titleId} className={styles.variantTitle}>
            {label}
          </h3>
          <p className={styles.variantMeta}>
            <span>#{variantId}</span>
            {general.price === null ? (
              <Badge tone="warning">Not priced yet</Badge>
            ) : (
              <span>
                {formatMoney(general.price)}
                {general.mrp !== null && ` (MRP ${formatMoney(general.mrp)})`}
              </span>
            )}
            <span>{general.itemQty} in stock</span>
            <span>
              {general.images.length} image{general.images.length === 1 ? '' : 's'}
            </span>
          </p>
        </div>
        <div className={styles.variantActions}>
          <Button
            size="sm"
            variant={open ? 'ghost' : 'secondary'}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close' : 'Edit'}
            <span className="sr-only"> {label}</span>
          </Button>
          <button
            type="button"
            className={`${admin.iconButton} ${admin.iconButtonDanger}`}
            aria-label={`Delete varient ${label}`}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
      {/* Kept mounted while closed, so unsaved edits survive closing. */}
      <div id={bodyId} hidden={!open} className={styles.variantBody}>
        <PricingEditor
          initial={pricingDraftOf(general.price, general.mrp, general.itemQty)}
          initialDetails={variant.varDtl}
          savedImages={general.images}
          onDeleteImage={async (url) =>
            reportSave(await deleteImage({ id: productId, variantId, url }), 'Image deleted')
          }
          onSave={async (values) => {
            const result = await savePricing({
              id: productId,
              variantId,
              body: {
                price: values.price,
                mrp: values.mrp,
                varItemQty: values.quantity,
                loadedQty: values.loadedQuantity,
                varDtl: values.details,
                images: values.images,
              },
            });
            if (result.error) return { refusal: errorMessage(result.error) };
            reportSave(result);
            const saved = result.data.find((other) => other._id === variantId);
            return { quantity: saved?.general.itemQty ?? values.quantity };
          }}
          detailsRequiredMessage="All Fields are required"
          context={label}
          saveLabel="Save varient"
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this varient?"
        message={`${label} will be deleted with its images.`}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void deleteVariant({ id: productId, variantId, position }).then((result) => {
            if (reportSave(result, 'Varient deleted')) setConfirming(false);
          })
        }
      />
    </Panel>
  );
}
