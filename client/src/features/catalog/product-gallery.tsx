import type { ProductDetail, ProductVariant } from '@contracts/products';
import { lazy, Suspense, useState } from 'react';
import { cx } from '@/lib/cx';
import styles from './product-gallery.module.css';

/** The chosen variant's images, else the product's cover and gallery images (no repeats). */
export function galleryImages(product: ProductDetail, variant: ProductVariant | null): string[] {
  if (variant && variant.general.images.length > 0) return variant.general.images;
  return [...new Set([...product.CoverImages, ...product.productImages])].filter(Boolean);
}

const GalleryViewer = lazy(() => import('./gallery-viewer'));

/** The big image and the image list (thumbnails) beside it, or below it on phones. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];

  return (
    <div className={cx(styles.gallery, images.length <= 1 && styles.single)}>
      <div className={styles.stage}>
        {current ? (
          <button
            type="button"
            className={styles.open}
            aria-label={`Open full-screen images of ${name}`}
            onClick={() => setOpen(true)}
          >
            <img
              src={current}
              alt={`${name}, image ${index + 1} of ${images.length}`}
              width={800}
              height={1000}
              fetchPriority="high"
              data-testid="product-main-image"
            />
          </button>
        ) : null}
      </div>
      {open && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            name={name}
            start={Math.min(index, images.length - 1)}
            onClose={(last) => {
              setIndex(last);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={cx(styles.thumb, i === index && styles.active)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={src} alt="" width={96} height={120} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
