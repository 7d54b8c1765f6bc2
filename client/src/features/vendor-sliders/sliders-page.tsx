import type { Slider } from '@contracts/products';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { SlidersIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { LoadError } from '@/features/vendor-catalog/load-error';
import { reportSave } from '@/features/vendor-catalog/report';
import { Panel } from '@/features/vendor-catalog/panel';
import admin from '../vendor-catalog/admin.module.css';
import { SliderForm } from './slider-form';
import { SliderList } from './slider-list';
import { NO_SLIDER } from './slider-rules';
import { useDeleteSliderMutation, useGetVendorSlidersQuery } from './vendor-sliders-api';
import styles from './sliders-page.module.css';

/** /vendor/general/sliders: 'Main Slider Control' for the home page banners. */
export function SlidersPage() {
  const { data: sliders, isLoading, error, refetch } = useGetVendorSlidersQuery();
  const [deleteSlider, { isLoading: deleting }] = useDeleteSliderMutation();
  const [editing, setEditing] = useState<Slider | null>(null);
  const [doomed, setDoomed] = useState<Slider | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  const edit = (slider: Slider) => {
    setEditing(slider);
    // The form is above the list: focusing its heading scrolls it into view and announces it.
    requestAnimationFrame(() => formHeading.current?.focus());
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    const result = await deleteSlider(doomed._id);
    if (!reportSave(result, 'Slider deleted')) return;
    if (editing?._id === doomed._id) setEditing(null);
    setDoomed(null);
  };

  return (
    <>
      <PageHeader
        title="Main Slider Control"
        description="Each banner needs a link and two images: one for desktop, one for mobile."
      />
      <div className={admin.stack}>
        <SliderForm
          key={editing?._id ?? 'new'}
          headingRef={formHeading}
          editing={editing}
          onDone={() => setEditing(null)}
        />
        <Panel aria-labelledby="sliders-title">
          <h2 id="sliders-title" className={styles.formTitle}>
            Sliders on the home page
          </h2>
          <p className={admin.cardText}>They play in this order, every 3 seconds.</p>
          <div className={styles.listArea}>
            {isLoading ? (
              <Skeleton height={160} />
            ) : !sliders ? (
              <LoadError error={error} onRetry={() => void refetch()} />
            ) : sliders.length === 0 ? (
              <EmptyState icon={<SlidersIcon />} title={NO_SLIDER} />
            ) : (
              <SliderList
                sliders={sliders}
                editingId={editing?._id ?? null}
                onEdit={edit}
                onDelete={setDoomed}
              />
            )}
          </div>
        </Panel>
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.name || 'this slider'}?`}
        message="The slider and its two images will be removed from the home page."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
