import type { AttributeSummary, ProductVariant } from '@contracts/products';
import type { VariantGridBody } from '@contracts/vendor-variants';
import { useMemo, useState } from 'react';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useReportUnsaved } from '@/lib/unsaved-changes';
import { variantLabel } from './variant-rules';
import { useSaveVariantGridMutation } from './vendor-products-api';
import admin from './admin.module.css';
import styles from './variants.module.css';

interface Row {
  price: string;
  mrp: string;
  stock: string;
  sku: string;
}

const rowOf = (variant: ProductVariant): Row => ({
  price: variant.general.price === null ? '' : String(variant.general.price),
  mrp: variant.general.mrp === null ? '' : String(variant.general.mrp),
  stock: String(variant.general.itemQty),
  sku: variant.sku ?? '',
});

const same = (a: Row, b: Row) =>
  a.price === b.price && a.mrp === b.mrp && a.stock === b.stock && a.sku === b.sku;

/**
 * Every variant on one line, price, MRP, stock and SKU edited in place; "Save changes" sends the
 * changed rows at once (stock as a change against what the grid loaded). Unsaved edits are
 * reported to the page, which warns before leaving.
 */
export function VariantGrid({
  productId,
  variants,
  attributes,
}: {
  productId: number;
  variants: ProductVariant[];
  attributes: AttributeSummary[];
}) {
  const [save, { isLoading }] = useSaveVariantGridMutation();
  const loaded = useMemo(() => new Map(variants.map((v) => [v._id, rowOf(v)])), [variants]);
  const [edits, setEdits] = useState<Record<number, Row>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const changed = Object.entries(edits).filter(([id, row]) => {
    const base = loaded.get(Number(id));
    return base !== undefined && !same(base, row);
  });
  const dirty = changed.length > 0;
  useReportUnsaved(dirty);

  const rowFor = (variant: ProductVariant) => edits[variant._id] ?? loaded.get(variant._id)!;
  const edit = (variant: ProductVariant, key: keyof Row, value: string) => {
    setEdits({ ...edits, [variant._id]: { ...rowFor(variant), [key]: value } });
    setProblem(null);
  };

  const submit = async () => {
    const body: VariantGridBody = { varients: [] };
    for (const [id, row] of changed) {
      const variant = variants.find((v) => v._id === Number(id))!;
      const label = variantLabel(variant, attributes);
      const [price, mrp, stock] = [Number(row.price), Number(row.mrp), Number(row.stock)];
      if (
        [row.price, row.mrp, row.stock].some((t) => t.trim() === '') ||
        !(price >= 0 && mrp >= 0 && stock >= 0)
      )
        return setProblem(`${label}: price, MRP and stock are required`);
      if (!Number.isInteger(stock)) return setProblem(`${label}: stock must be a whole number`);
      if (mrp < price) return setProblem(`${label}: MRP must not be less than the price`);
      body.varients.push({
        varId: variant._id,
        price,
        mrp,
        varItemQty: stock,
        loadedQty: variant.general.itemQty,
        sku: row.sku.trim(),
      });
    }
    const result = await save({ id: productId, body });
    if (result.error) return setProblem(errorMessage(result.error));
    setEdits({});
    notify(
      'success',
      `${body.varients.length} varient${body.varients.length === 1 ? '' : 's'} saved`,
    );
  };

  return (
    <div className={styles.gridWrap}>
      <table className={styles.grid}>
        <caption className="sr-only">Varients: price, MRP, stock and SKU</caption>
        <thead>
          <tr>
            <th scope="col">Varient</th>
            <th scope="col">Price (₹)</th>
            <th scope="col">MRP (₹)</th>
            <th scope="col">Stock</th>
            <th scope="col">SKU</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const row = rowFor(variant);
            const label = variantLabel(variant, attributes);
            const base = loaded.get(variant._id)!;
            return (
              <tr key={variant._id} className={same(base, row) ? undefined : styles.gridChanged}>
                <th scope="row">{label}</th>
                {(['price', 'mrp', 'stock', 'sku'] as const).map((key) => (
                  <td key={key}>
                    <input
                      className={styles.gridInput}
                      aria-label={`${key === 'mrp' ? 'MRP' : key === 'sku' ? 'SKU' : key[0]!.toUpperCase() + key.slice(1)} of ${label}`}
                      inputMode={key === 'sku' ? 'text' : key === 'stock' ? 'numeric' : 'decimal'}
                      maxLength={key === 'sku' ? 40 : 12}
                      value={row[key]}
                      onChange={(event) => edit(variant, key, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {problem && (
        <p role="alert" className={admin.errorBox}>
          {problem}
        </p>
      )}
      <div className={styles.gridActions}>
        <span className={admin.muted} aria-live="polite">
          {dirty
            ? `${changed.length} unsaved change${changed.length === 1 ? '' : 's'}`
            : 'All saved'}
        </span>
        <Button variant="secondary" disabled={!dirty} onClick={() => setEdits({})}>
          Discard
        </Button>
        <Button loading={isLoading} disabled={!dirty} onClick={() => void submit()}>
          Save varients
        </Button>
      </div>
    </div>
  );
}
