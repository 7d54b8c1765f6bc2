import type { AttributeSummary, Product } from '@contracts/products';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/page-icons';
import { cx } from '@/lib/cx';
import { AddVariantForm } from './add-variant-form';
import { AttributeSelectDialog } from './attribute-select-dialog';
import { reportSave } from './report';
import { NO_VARIANT, VARIANTS_LOCKED, variantLabel } from './variant-rules';
import { VariantCard } from './variant-card';
import { VariantGenerator } from './variant-generator';
import { VariantGrid } from './variant-grid';
import { imageAttributeOf, ValueImages } from './value-images';
import { useGetVendorAttributesQuery } from './vendor-attributes-api';
import { useSetSelectedVariantsMutation } from './vendor-products-api';
import { Panel } from './panel';
import admin from './admin.module.css';
import styles from './variants.module.css';

/** A variable product: the attributes it varies by, a new-variant form, and its variants. */
export function VariantsSection({ product }: { product: Product }) {
  const { data: attributes = [] } = useGetVendorAttributesQuery();
  const [setSelected, { isLoading: saving }] = useSetSelectedVariantsMutation();
  const [choosing, setChoosing] = useState(false);
  const [lockShown, setLockShown] = useState(false);
  const variants = product.productVarients;
  const locked = variants.length > 0;
  const selected = product.selectedVarients
    .map((id) => attributes.find((attribute) => attribute._id === id))
    .filter((attribute): attribute is AttributeSummary => attribute !== undefined);

  const imageAttribute = imageAttributeOf(selected);

  const save = async (ids: number[]) => {
    if (reportSave(await setSelected({ id: product._id, selected: ids }))) setChoosing(false);
  };

  return (
    <>
      <Panel aria-labelledby="variation-title">
        <div className={admin.cardHeader}>
          <div>
            <h2 id="variation-title" className={admin.cardTitle}>
              Attributes of variation
            </h2>
            <p className={admin.cardText}>
              All varients differ by the same attributes, e.g. Size and Colour.
            </p>
          </div>
          {/* Still operable when locked: pressing it explains why nothing can change. */}
          <Button
            variant="secondary"
            aria-describedby={lockShown ? 'variation-locked' : undefined}
            className={locked ? styles.lockedButton : undefined}
            onClick={() => (locked ? setLockShown(true) : setChoosing(true))}
          >
            {locked ? 'Select Attributes (disabled)' : 'Select Attributes'}
          </Button>
        </div>
        {selected.length === 0 ? (
          <p className={admin.muted}>No attributes selected yet.</p>
        ) : (
          <ul className={styles.selected} aria-label="Selected attributes">
            {selected.map((attribute) => (
              <li key={attribute._id}>
                <Badge tone="accent">{attribute.attribute}</Badge>
              </li>
            ))}
          </ul>
        )}
        {lockShown && (
          <p id="variation-locked" role="alert" className={cx(admin.errorBox, styles.lockMessage)}>
            {VARIANTS_LOCKED}
          </p>
        )}
        <hr className={admin.divider} />
        <h3 className={admin.sectionTitle}>Generate varients</h3>
        {selected.length === 0 ? (
          <p className={admin.muted}>Select the attributes of variation first.</p>
        ) : (
          <>
            <p className={admin.cardText}>
              Choose the values: every combination is created at once with one price, MRP and stock,
              then edit each in the table below.
            </p>
            <VariantGenerator productId={product._id} attributes={selected} />
            <hr className={admin.divider} />
            <h3 className={admin.sectionTitle}>Add a varient</h3>
            <AddVariantForm productId={product._id} attributes={selected} />
          </>
        )}
      </Panel>

      {variants.length > 0 && (
        <Panel aria-labelledby="variant-grid-title">
          <h2 id="variant-grid-title" className={admin.cardTitle}>
            Price, stock and SKU of each varient
          </h2>
          <VariantGrid productId={product._id} variants={variants} attributes={attributes} />
          {imageAttribute && (
            <>
              <hr className={admin.divider} />
              <h3 className={admin.sectionTitle}>Photos by {imageAttribute.attribute}</h3>
              <p className={admin.cardText}>
                Upload once for a {imageAttribute.attribute.toLowerCase()}: every varient of it
                shows the photos.
              </p>
              <ValueImages productId={product._id} attribute={imageAttribute} variants={variants} />
            </>
          )}
        </Panel>
      )}

      <section aria-labelledby="variants-title" className={styles.list}>
        <h2 id="variants-title" className={styles.listTitle}>
          Varients <span className={admin.muted}>({variants.length})</span>
        </h2>
        {variants.length === 0 ? (
          <EmptyState icon={<BoxIcon />} title={NO_VARIANT} />
        ) : (
          variants.map((variant, position) => (
            <VariantCard
              key={variant._id}
              productId={product._id}
              variant={variant}
              position={position}
              label={variantLabel(variant, attributes)}
            />
          ))
        )}
      </section>

      <AttributeSelectDialog
        open={choosing}
        attributes={attributes}
        selected={product.selectedVarients}
        saving={saving}
        onSave={(ids) => void save(ids)}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
