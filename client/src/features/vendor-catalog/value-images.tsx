import type { AttributeSummary, ProductVariant } from '@contracts/products';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { checkImageFiles, IMAGE_ACCEPT } from './image-check';
import { useImageUpload } from './upload-images';
import { useSetValueImagesMutation } from './vendor-products-api';
import admin from './admin.module.css';
import styles from './variants.module.css';

/** The attribute whose values carry the photos: a colour when there is one, else the last. */
export function imageAttributeOf(attributes: AttributeSummary[]): AttributeSummary | undefined {
  return attributes.find((a) => /colou?r/i.test(a.attribute)) ?? attributes.at(-1);
}

/**
 * Photos per colour: uploaded once for a value, added to every variant with that value (all
 * sizes of Red show the Red photos).
 */
export function ValueImages({
  productId,
  attribute,
  variants,
}: {
  productId: number;
  attribute: AttributeSummary;
  variants: ProductVariant[];
}) {
  const values = attribute.values.filter((value) =>
    variants.some((variant) =>
      variant.varienteAttributes.some((v) => v.attr_id === attribute._id && v.value === value),
    ),
  );
  if (values.length === 0) return null;
  return (
    <div className={styles.colourImages}>
      {values.map((value) => (
        <ValueImageRow
          key={value}
          productId={productId}
          attribute={attribute}
          value={value}
          variants={variants.filter((variant) =>
            variant.varienteAttributes.some(
              (v) => v.attr_id === attribute._id && v.value === value,
            ),
          )}
        />
      ))}
    </div>
  );
}

function ValueImageRow({
  productId,
  attribute,
  value,
  variants,
}: {
  productId: number;
  attribute: AttributeSummary;
  value: string;
  variants: ProductVariant[];
}) {
  const inputId = useId();
  const { upload, uploading, error } = useImageUpload();
  const [setImages, { isLoading }] = useSetValueImagesMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const shared = variants[0]?.general.images ?? [];

  const pick = async (files: File[]) => {
    const { accepted, problems } = checkImageFiles(files, 10);
    setProblem(problems[0] ?? null);
    if (accepted.length === 0) return;
    const urls = await upload(accepted);
    if (!urls) return;
    const result = await setImages({
      id: productId,
      body: { attr_id: attribute._id, value, images: urls },
    });
    if (result.error) return setProblem(errorMessage(result.error));
    notify('success', `Images added to ${variants.length} varients of ${value}`);
  };

  return (
    <div className={styles.colourRow}>
      <span className={styles.colourName}>{value}</span>
      {shared.slice(0, 4).map((url) => (
        <img key={url} src={url} alt="" className={styles.variantThumb} loading="lazy" />
      ))}
      <span className={admin.muted}>
        {variants.length} varient{variants.length === 1 ? '' : 's'}
      </span>
      <label
        htmlFor={inputId}
        className={buttonClass('secondary', 'sm')}
        aria-busy={uploading || isLoading}
      >
        {uploading || isLoading ? 'Uploading…' : 'Add images'}
        <span className="sr-only">
          {' '}
          for {attribute.attribute} {value}
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void pick(files);
        }}
      />
      {(problem ?? error) && (
        <p role="alert" className={admin.errorBox}>
          {problem ?? error}
        </p>
      )}
    </div>
  );
}
