import type { DeliveryArea } from '@contracts/delivery';
import { AREA_DIGITS, AREA_TWICE } from '@contracts/delivery';
import { useState } from 'react';
import { Button } from '@/components/button';
import { CloseIcon, PlusIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { LoadError } from '@/features/vendor-catalog/load-error';
import { Panel } from '@/features/vendor-catalog/panel';
import { reportSave } from '@/features/vendor-catalog/report';
import admin from '../vendor-catalog/admin.module.css';
import { useGetDeliveryAreasQuery, useSetDeliveryAreasMutation } from './vendor-delivery-api';
import styles from './vendor-delivery.module.css';

interface Row extends DeliveryArea {
  key: number;
}

let nextKey = 1;
const toRows = (areas: DeliveryArea[]): Row[] => areas.map((a) => ({ ...a, key: nextKey++ }));

/** The first problem of the list, in the server's words. */
export function areasProblem(rows: DeliveryArea[]): string | null {
  if (rows.some((row) => !/^\d{1,6}$/.test(row.prefix))) return AREA_DIGITS;
  if (new Set(rows.map((row) => row.prefix)).size !== rows.length) return AREA_TWICE;
  return null;
}

function AreasEditor({ initial }: { initial: DeliveryArea[] }) {
  const [rows, setRows] = useState(() => toRows(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetDeliveryAreasMutation();

  const change = (key: number, patch: Partial<DeliveryArea>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSave = async () => {
    const areas = rows.map(({ prefix, cod }) => ({ prefix: prefix.trim(), cod }));
    const found = areasProblem(areas);
    setProblem(found);
    if (found) return;
    const result = await save(areas);
    if (reportSave(result, 'Delivery areas saved') && result.data) setRows(toRows(result.data));
  };

  return (
    <Panel aria-labelledby="areas-title">
      <h2 id="areas-title" className={admin.cardTitle}>
        Pincodes and prefixes
      </h2>
      <p className={admin.cardText}>
        {rows.length === 0
          ? 'The list is empty: you deliver everywhere, with cash on delivery.'
          : 'Shoppers elsewhere cannot order. The longest matching entry decides.'}
      </p>
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Pincode or prefix</th>
              <th scope="col">Cash on delivery</th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.key}>
                <td>
                  <input
                    className={styles.input}
                    aria-label={`Pincode or prefix ${i + 1}`}
                    inputMode="numeric"
                    maxLength={6}
                    value={row.prefix}
                    onChange={(e) => change(row.key, { prefix: e.target.value.replace(/\D/g, '') })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    className={styles.check}
                    aria-label={`Cash on delivery for ${row.prefix || `row ${i + 1}`}`}
                    checked={row.cod}
                    onChange={(e) => change(row.key, { cod: e.target.checked })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className={admin.iconButton}
                    aria-label={`Remove ${row.prefix || `row ${i + 1}`}`}
                    onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                  >
                    <CloseIcon size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {problem && (
        <p className={admin.errorText} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<PlusIcon size={18} />}
          onClick={() => setRows((list) => [...list, { prefix: '', cod: true, key: nextKey++ }])}
        >
          Add pincode or prefix
        </Button>
        <Button onClick={() => void onSave()} disabled={isLoading}>
          Save
        </Button>
      </div>
    </Panel>
  );
}

/** /vendor/general/delivery: where the shop delivers and offers cash on delivery. */
export function DeliveryPage() {
  const { data, error, isLoading, refetch } = useGetDeliveryAreasQuery();
  return (
    <>
      <PageHeader
        title="Delivery areas"
        description="Whole pincodes (110001) or their first digits (560 for every Bengaluru pincode), each with or without cash on delivery."
      />
      {isLoading ? (
        <Skeleton height={200} />
      ) : !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <AreasEditor initial={data} />
      )}
    </>
  );
}
