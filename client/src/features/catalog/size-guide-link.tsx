import { lazy, Suspense, useState } from 'react';
import { useGetSizeGuideQuery } from './product-extras-api';
import styles from './size-guide.module.css';

const SizeGuideDialog = lazy(() => import('./size-guide-dialog'));

/** "Size guide" beside the size choices, when the product's category has one. */
export function SizeGuideLink({ category }: { category: number }) {
  const { data: guide } = useGetSizeGuideQuery(category);
  const [open, setOpen] = useState(false);
  if (!guide) return null;
  return (
    <>
      <button
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Size guide
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
