import type { Category } from '@contracts/catalog';
import {
  MAX_GUIDE_MEASUREMENTS,
  MAX_GUIDE_SIZES,
  SIZE_GUIDE_MESSAGES as M,
  type SizeGuide,
  type SizeGuideUnit,
} from '@contracts/size-guide';
import { useState } from 'react';
import { Button } from '@/components/button';
import { CloseIcon, PlusIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Skeleton } from '@/components/skeleton';
import { TextArea } from '@/components/text-area';
import { useGetSizeGuideQuery } from '@/features/catalog/product-extras-api';
import { LoadError } from '@/features/vendor-catalog/load-error';
import { Panel } from '@/features/vendor-catalog/panel';
import { reportSave } from '@/features/vendor-catalog/report';
import { useGetVendorCategoriesQuery } from '@/features/vendor-catalog/vendor-catalog-api';
import admin from '../vendor-catalog/admin.module.css';
import { useDeleteSizeGuideMutation, useSetSizeGuideMutation } from './vendor-delivery-api';
import styles from './vendor-delivery.module.css';

type Draft = Omit<SizeGuide, 'category'>;

const TEMPLATE: Draft = {
  unit: 'in',
  measurements: ['Chest', 'Waist', 'Length'],
  rows: ['S', 'M', 'L', 'XL'].map((size) => ({ size, values: ['', '', ''] })),
  note: '',
};

/** The first problem of the draft, in the server's words. */
export function guideProblem(draft: Draft): string | null {
  if (draft.measurements.length === 0) return M.measurements;
  if (draft.measurements.some((name) => !name.trim())) return M.measurementName;
  if (draft.rows.length === 0) return M.rows;
  if (draft.rows.some((row) => !row.size.trim())) return M.sizeName;
  const sizes = draft.rows.map((row) => row.size.trim().toLowerCase());
  if (new Set(sizes).size !== sizes.length) return M.sizeTwice;
  return null;
}

function GuideEditor({ category, saved }: { category: Category; saved: SizeGuide | null }) {
  const [draft, setDraft] = useState<Draft>(() => (saved ? { ...saved } : TEMPLATE));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSetSizeGuideMutation();
  const [remove, { isLoading: removing }] = useDeleteSizeGuideMutation();
  const name = category.categoryName;

  const setMeasurement = (i: number, value: string) =>
    setDraft((d) => ({ ...d, measurements: d.measurements.map((m, j) => (j === i ? value : m)) }));
  const dropMeasurement = (i: number) =>
    setDraft((d) => ({
      ...d,
      measurements: d.measurements.filter((_m, j) => j !== i),
      rows: d.rows.map((row) => ({ ...row, values: row.values.filter((_v, j) => j !== i) })),
    }));
  const addMeasurement = () =>
    setDraft((d) => ({
      ...d,
      measurements: [...d.measurements, ''],
      rows: d.rows.map((row) => ({ ...row, values: [...row.values, ''] })),
    }));
  const setRow = (r: number, patch: (row: Draft['rows'][number]) => Draft['rows'][number]) =>
    setDraft((d) => ({ ...d, rows: d.rows.map((row, j) => (j === r ? patch(row) : row)) }));

  const onSave = async () => {
    const found = guideProblem(draft);
    setProblem(found);
    if (found) return;
    reportSave(await save({ category: category._id, ...draft }), `Size guide saved for ${name}`);
  };
  const onDelete = async () => {
    if (reportSave(await remove(category._id), `Size guide removed from ${name}`))
      setDraft(TEMPLATE);
  };

  return (
    <Panel aria-labelledby="guide-title">
      <h2 id="guide-title" className={admin.cardTitle}>
        {name}
      </h2>
      <p className={admin.cardText}>
        {saved
          ? 'Shoppers see this guide on every product of the category.'
          : 'No size guide yet: shoppers see no "Size guide" link until you save one.'}
      </p>
      <div className={styles.fields}>
        <Select
          label="Unit"
          value={draft.unit}
          options={[
            { value: 'in', label: 'Inches' },
            { value: 'cm', label: 'Centimetres' },
          ]}
          onChange={(e) => setDraft((d) => ({ ...d, unit: e.target.value as SizeGuideUnit }))}
        />
      </div>
      <div className={styles.scroller}>
        <table className={styles.guideTable}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {draft.measurements.map((m, i) => (
                <th scope="col" key={i}>
                  <div className={styles.cell}>
                    <input
                      className={styles.input}
                      aria-label={`Measurement ${i + 1}`}
                      maxLength={30}
                      value={m}
                      onChange={(e) => setMeasurement(i, e.target.value)}
                    />
                    <button
                      type="button"
                      className={admin.iconButton}
                      aria-label={`Remove measurement ${m || i + 1}`}
                      onClick={() => dropMeasurement(i)}
                    >
                      <CloseIcon size={14} />
                    </button>
                  </div>
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, r) => (
              <tr key={r}>
                <td>
                  <input
                    className={styles.input}
                    aria-label={`Size ${r + 1}`}
                    maxLength={20}
                    value={row.size}
                    onChange={(e) => setRow(r, (x) => ({ ...x, size: e.target.value }))}
                  />
                </td>
                {row.values.map((value, i) => (
                  <td key={i}>
                    <input
                      className={styles.input}
                      aria-label={`${draft.measurements[i] || `Measurement ${i + 1}`} for ${row.size || `size ${r + 1}`}`}
                      maxLength={20}
                      value={value}
                      onChange={(e) =>
                        setRow(r, (x) => ({
                          ...x,
                          values: x.values.map((v, j) => (j === i ? e.target.value : v)),
                        }))
                      }
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={admin.iconButton}
                    aria-label={`Remove size ${row.size || r + 1}`}
                    onClick={() =>
                      setDraft((d) => ({ ...d, rows: d.rows.filter((_x, j) => j !== r) }))
                    }
                  >
                    <CloseIcon size={14} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon size={16} />}
          disabled={draft.rows.length >= MAX_GUIDE_SIZES}
          onClick={() =>
            setDraft((d) => ({
              ...d,
              rows: [...d.rows, { size: '', values: d.measurements.map(() => '') }],
            }))
          }
        >
          Add size
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon size={16} />}
          disabled={draft.measurements.length >= MAX_GUIDE_MEASUREMENTS}
          onClick={addMeasurement}
        >
          Add measurement
        </Button>
      </div>
      <TextArea
        className={styles.note}
        label="Note for shoppers (optional)"
        maxLength={500}
        rows={2}
        value={draft.note}
        onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
      />
      {problem && (
        <p className={admin.errorText} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void onSave()} disabled={saving}>
          Save size guide
        </Button>
        {saved && (
          <Button variant="danger" onClick={() => void onDelete()} disabled={removing}>
            Remove size guide
          </Button>
        )}
      </div>
    </Panel>
  );
}

function CategoryGuide({ category }: { category: Category }) {
  const { data, error, isFetching, refetch } = useGetSizeGuideQuery(category._id, {
    refetchOnMountOrArgChange: true,
  });
  if (isFetching && data === undefined) return <Skeleton height={240} />;
  if (data === undefined) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <GuideEditor
      key={`${category._id}:${data ? 'saved' : 'new'}`}
      category={category}
      saved={data}
    />
  );
}

/** /vendor/size-guides: one size guide per category, shown on its product pages. */
export function SizeGuidesPage() {
  const { data: categories, error, isLoading, refetch } = useGetVendorCategoriesQuery();
  const [picked, setPicked] = useState<number | null>(null);
  const category = categories?.find((c) => c._id === picked) ?? categories?.[0];
  return (
    <>
      <PageHeader
        title="Size guides"
        description="A table of sizes and measurements per category; products of the category show a 'Size guide' link."
      />
      {isLoading ? (
        <Skeleton height={240} />
      ) : !categories ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !category ? (
        <p className={admin.muted}>Add a category first (Management).</p>
      ) : (
        <div className={admin.stack}>
          <div className={styles.fields}>
            <Select
              label="Category"
              value={String(category._id)}
              options={categories.map((c) => ({ value: String(c._id), label: c.categoryName }))}
              onChange={(e) => setPicked(Number(e.target.value))}
            />
          </div>
          <CategoryGuide key={category._id} category={category} />
        </div>
      )}
    </>
  );
}
