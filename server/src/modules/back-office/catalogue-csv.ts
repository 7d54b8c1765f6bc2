import { eq } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS,
  MAX_EXPORT_ROWS,
  MAX_IMPORT_PROBLEMS,
  type CatalogueImportRefusal,
  type CatalogueImportResponse,
  type ImportProblem,
  type ProductFilters,
} from '../../contracts/back-office';
import { SKU_TAKEN } from '../../contracts/vendor-variants';
import type { Database } from '../../db/client';
import { products, variants } from '../../db/schema/catalog';
import { transact } from '../../db/transactions';
import { Invalid } from '../../http/errors';
import {
  catalogueRows,
  lockForImport,
  skuHolders,
  type StoredProduct,
  type StoredVariant,
} from './catalogue-csv.repository';
import { readHeader, readRows, STATUS_TEXT, type ImportRow } from './catalogue-import-rows';
import { csvDocument, csvLine, CsvSyntaxError, parseCsv } from './csv';

const money = (paise: number | null) => (paise === null ? null : (paise / 100).toFixed(2));

/** The filtered products as CSV, one row per varient (at most MAX_EXPORT_ROWS rows). */
export async function catalogueCsv(db: Database, filters: ProductFilters): Promise<string> {
  const rows = await catalogueRows(db, filters, MAX_EXPORT_ROWS);
  return csvDocument([
    csvLine([...CATALOGUE_CSV_COLUMNS]),
    ...rows.map((row) =>
      csvLine([
        row.productId,
        row.name,
        row.category,
        row.subCategory,
        STATUS_TEXT[row.status] ?? String(row.status),
        row.hsnCode ?? '',
        row.gstRateBp === null ? '' : row.gstRateBp / 100,
        row.variantId,
        row.sku ?? '',
        row.variant,
        money(row.pricePaise),
        money(row.mrpPaise),
        row.type === 1 && row.variantId === null ? null : row.stock,
      ]),
    ),
  ]);
}

export type ImportOutcome =
  { ok: true; result: CatalogueImportResponse } | { ok: false; refusal: CatalogueImportRefusal };

/**
 * Applies a products CSV: every row is checked first (against the products as locked in this
 * transaction); any bad row refuses the whole file, listing each problem; a good file changes
 * only what differs, in one transaction.
 */
export async function importCatalogueCsv(db: Database, text: string): Promise<ImportOutcome> {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new Invalid(err.message);
    throw err;
  }
  if (!records.length) throw new Invalid('The file is empty');
  const header = readHeader(records[0]!);
  const { rows, problems, read } = readRows(records.slice(1), header);
  return transact(db, async (tx) => {
    const ids = [...new Set(rows.map((row) => row.productId))].sort((a, b) => a - b);
    const stored = await lockForImport(tx, ids);
    problems.push(...checkRows(rows, stored.products, stored.variants));
    problems.push(...(await checkSkus(tx, rows)));
    if (problems.length) {
      problems.sort((a, b) => a.row - b.row);
      const count = new Set(problems.map((p) => p.row)).size;
      return {
        ok: false,
        refusal: {
          error: `${count} ${count === 1 ? 'row has' : 'rows have'} problems; nothing was changed`,
          problems: problems.slice(0, MAX_IMPORT_PROBLEMS),
          problemCount: problems.length,
        },
      };
    }
    const changed = await applyRows(tx, rows, stored.products, stored.variants);
    return { ok: true, result: { rows: read, ...changed } };
  });
}

const PRODUCT_FIELDS = [
  ['status', 'Status'],
  ['hsnCode', 'HSN'],
  ['gstRateBp', 'GST %'],
] as const;

/** Problems of rows that read well on their own but not against the shop's products. */
function checkRows(
  rows: ImportRow[],
  storedProducts: StoredProduct[],
  storedVariants: StoredVariant[],
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const productById = new Map(storedProducts.map((p) => [p.id, p]));
  const variantById = new Map(storedVariants.map((v) => [v.id, v]));
  const seen = new Map<string, number>();
  const firstOfProduct = new Map<number, ImportRow>();
  for (const row of rows) {
    const problem = (column: string, message: string) =>
      problems.push({ row: row.row, column, message });
    const product = productById.get(row.productId);
    if (!product) {
      problem('Product ID', `No product has the id ${row.productId}`);
      continue;
    }
    const key = `${row.productId}:${row.variantId ?? ''}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problem(
        row.variantId ? 'Variant ID' : 'Product ID',
        `The same ${row.variantId ? 'varient' : 'product'} is already on row ${earlier}`,
      );
      continue;
    }
    seen.set(key, row.row);
    const first = firstOfProduct.get(row.productId);
    if (!first) firstOfProduct.set(row.productId, row);
    else
      for (const [field, column] of PRODUCT_FIELDS) {
        if (row[field] !== undefined && first[field] !== undefined && row[field] !== first[field])
          problem(column, `${column} differs from row ${first.row} of the same product`);
      }
    let current: { pricePaise: number | null; mrpPaise: number | null };
    if (product.type === 0) {
      if (row.variantId !== null) {
        problem('Variant ID', `${product.name} has no varients: leave Variant ID empty`);
        continue;
      }
      if (row.sku) problem('SKU', 'SKUs belong to varients: leave SKU empty for this product');
      current = product;
    } else if (row.variantId === null) {
      const sets = [row.pricePaise, row.mrpPaise, row.stock].some((v) => v !== undefined);
      if (sets || row.sku)
        problem('Variant ID', `${product.name} has varients: give the Variant ID of this row`);
      continue;
    } else {
      const variant = variantById.get(row.variantId);
      if (!variant || variant.productId !== product.id) {
        problem('Variant ID', `Varient ${row.variantId} is not a varient of this product`);
        continue;
      }
      current = variant;
    }
    if (row.pricePaise === undefined && row.mrpPaise === undefined) continue;
    const price = row.pricePaise ?? current.pricePaise;
    const mrp = row.mrpPaise ?? current.mrpPaise;
    if (price === null || mrp === null) problem('MRP', 'Give both Price and MRP');
    else if (mrp < price) problem('MRP', 'MRP must not be less than the price');
  }
  return problems;
}

/** Each SKU once: across the file, and against varients the file does not change. */
async function checkSkus(tx: Database, rows: ImportRow[]): Promise<ImportProblem[]> {
  const setting = rows.filter((row) => row.sku !== undefined && row.variantId !== null);
  const problems: ImportProblem[] = [];
  const firstRow = new Map<string, number>();
  for (const row of setting) {
    if (!row.sku) continue;
    const earlier = firstRow.get(row.sku);
    if (earlier !== undefined)
      problems.push({ row: row.row, column: 'SKU', message: `SKU is also on row ${earlier}` });
    else firstRow.set(row.sku, row.row);
  }
  const holders = await skuHolders(
    tx,
    [...firstRow.keys()],
    setting.map((row) => row.variantId!),
  );
  for (const holder of holders)
    problems.push({ row: firstRow.get(holder.sku)!, column: 'SKU', message: SKU_TAKEN });
  return problems;
}

type Changes = Partial<Record<'status' | 'hsnCode' | 'gstRateBp' | 'sku', unknown>> &
  Partial<Record<'pricePaise' | 'mrpPaise' | 'stock', number>>;

/** The fields of `row` that differ from `current`. */
function differences<T extends object>(row: ImportRow, current: T, fields: (keyof T)[]): Changes {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field as keyof ImportRow];
    if (value !== undefined && value !== current[field]) changes[field as string] = value;
  }
  return changes as Changes;
}

async function applyRows(
  tx: Database,
  rows: ImportRow[],
  storedProducts: StoredProduct[],
  storedVariants: StoredVariant[],
) {
  const productById = new Map(storedProducts.map((p) => [p.id, p]));
  const variantById = new Map(storedVariants.map((v) => [v.id, v]));
  const productChanges = new Map<number, Changes>();
  const variantChanges = new Map<number, Changes>();
  for (const row of rows) {
    const product = productById.get(row.productId)!;
    const own = differences(row, product, ['status', 'hsnCode', 'gstRateBp']);
    const money =
      product.type === 0 ? differences(row, product, ['pricePaise', 'mrpPaise', 'stock']) : {};
    const merged = { ...productChanges.get(product.id), ...own, ...money };
    if (Object.keys(merged).length) productChanges.set(product.id, merged);
    if (row.variantId !== null) {
      const variant = variantById.get(row.variantId)!;
      const change = differences(row, variant, ['pricePaise', 'mrpPaise', 'stock', 'sku']);
      if (Object.keys(change).length) variantChanges.set(variant.id, change);
    }
  }
  const now = new Date();
  // SKUs that move between varients in one file: clear them first, then set the new ones.
  for (const [id, change] of variantChanges)
    if ('sku' in change) await tx.update(variants).set({ sku: null }).where(eq(variants.id, id));
  for (const [id, change] of variantChanges)
    await tx
      .update(variants)
      .set({ ...(change as object), updatedAt: now })
      .where(eq(variants.id, id));
  for (const [id, change] of productChanges)
    await tx
      .update(products)
      .set({ ...(change as object), updatedAt: now })
      .where(eq(products.id, id));
  return { products: productChanges.size, variants: variantChanges.size };
}
