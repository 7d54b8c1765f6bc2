import { productTaxBody, type ProductTaxResponse } from '@contracts/invoices';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { useReportUnsaved } from '@/lib/unsaved-changes';
import {
  useGetProductTaxQuery,
  useSetProductTaxMutation,
} from '@/features/vendor-profile/shop-settings-api';
import { reportSave } from './report';
import { Panel } from './panel';
import admin from './admin.module.css';

export const TAX_SAVED = 'Tax details saved';

/** The product's own HSN code and GST rate for its invoices; blank uses its category's. */
export function ProductTaxCard({ productId }: { productId: number }) {
  const { data } = useGetProductTaxQuery(productId);
  return (
    <Panel aria-labelledby="tax-title">
      <h2 id="tax-title" className={admin.cardTitle}>
        Tax invoice
      </h2>
      {data ? (
        <TaxForm productId={productId} tax={data} key={`${data.hsnCode}|${data.gstRate}`} />
      ) : (
        <Skeleton height={120} />
      )}
    </Panel>
  );
}

function TaxForm({ productId, tax }: { productId: number; tax: ProductTaxResponse }) {
  const [hsn, setHsn] = useState(tax.hsnCode ?? '');
  const [rate, setRate] = useState(tax.gstRate === null ? '' : String(tax.gstRate));
  const [error, setError] = useState<string | null>(null);
  const [setTax, state] = useSetProductTaxMutation();
  const category = tax.category;
  useReportUnsaved(
    hsn !== (tax.hsnCode ?? '') || rate !== (tax.gstRate === null ? '' : String(tax.gstRate)),
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      productId,
      hsnCode: hsn.trim() === '' ? null : hsn.trim(),
      gstRate: rate.trim() === '' ? null : Number(rate),
    };
    const parsed = productTaxBody.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check these values');
    setError(null);
    reportSave(await setTax(body), TAX_SAVED);
  };

  return (
    <form className={admin.stack} onSubmit={(event) => void save(event)} noValidate>
      <p className={admin.muted}>
        Blank fields use the category’s: HSN {category.hsnCode || 'not set'}, GST {category.gstRate}{' '}
        %.
      </p>
      <TextField
        label="HSN code"
        value={hsn}
        inputMode="numeric"
        maxLength={8}
        placeholder={category.hsnCode || undefined}
        onChange={(event) => setHsn(event.target.value)}
      />
      <TextField
        label="GST rate (%)"
        value={rate}
        inputMode="decimal"
        maxLength={5}
        placeholder={String(category.gstRate)}
        onChange={(event) => setRate(event.target.value)}
      />
      {error && (
        <p role="alert" className={admin.errorBox}>
          {error}
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" loading={state.isLoading}>
          Save tax details
        </Button>
      </div>
    </form>
  );
}
