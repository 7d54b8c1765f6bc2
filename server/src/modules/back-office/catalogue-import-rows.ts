import {
  CATALOGUE_CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  type CatalogueCsvColumn,
  type ImportProblem,
} from '../../contracts/back-office';
import { idSchema, rupeesSchema } from '../../contracts/common';
import { gstRatePercent, hsnCode } from '../../contracts/invoices';
import { quantity } from '../../contracts/vendor-fields';
import { skuField } from '../../contracts/vendor-variants';
import { Invalid } from '../../http/errors';
import { readField } from './csv';

/*
 * The products CSV read row by row into the changes it asks for. An empty Price, MRP, Stock or
 * Status leaves that value as it is; an empty SKU removes the SKU, an empty HSN or GST % falls
 * back to the category's. A column left out of the file changes nothing.
 */

/** One data row: what it names and the values it sets (undefined: unchanged). */
export interface ImportRow {
  row: number;
  productId: number;
  variantId: number | null;
  status?: number;
  hsnCode?: string | null;
  gstRateBp?: number | null;
  sku?: string | null;
  pricePaise?: number;
  mrpPaise?: number;
  stock?: number;
}

export const STATUS_TEXT = ['Hidden', 'Shown'] as const;
const REQUIRED: CatalogueCsvColumn[] = ['Product ID', 'Variant ID'];
const listed = CATALOGUE_CSV_COLUMNS.join(', ');

/** Where each known column sits in the header; a header that is not ours is refused. */
export function readHeader(cells: string[]): Map<CatalogueCsvColumn, number> {
  const at = new Map<CatalogueCsvColumn, number>();
  cells.forEach((cell, index) => {
    const name = cell.trim();
    const column = CATALOGUE_CSV_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!column) {
      throw new Invalid(
        name
          ? `Unknown column "${name.slice(0, 40)}" in the first row: the columns are ${listed}`
          : `An empty column name in the first row: the columns are ${listed}`,
      );
    }
    if (at.has(column)) throw new Invalid(`The column "${column}" appears twice`);
    at.set(column, index);
  });
  const missing = REQUIRED.filter((column) => !at.has(column));
  if (missing.length) {
    throw new Invalid(
      `The first row must name the columns (${listed}); missing: ${missing.join(', ')}`,
    );
  }
  return at;
}

type Cell = (column: CatalogueCsvColumn) => string | undefined;
type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const schemaValue = <T>(schema: { safeParse(v: unknown): unknown }, text: unknown): Parsed<T> => {
  const result = schema.safeParse(text) as
    { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? 'Not valid' };
};

const paise = (label: string) => (text: string) => {
  const parsed = schemaValue<number>(rupeesSchema(label), text);
  return parsed.ok ? { ok: true as const, value: Math.round(parsed.value * 100) } : parsed;
};

/** How each editable cell is read; empty cells are handled by the caller. */
const READERS = {
  Status: (text: string): Parsed<number> => {
    const lower = text.toLowerCase();
    if (lower === 'shown' || lower === '1') return { ok: true, value: 1 };
    if (lower === 'hidden' || lower === '0') return { ok: true, value: 0 };
    return { ok: false, message: 'Status must be Shown or Hidden' };
  },
  HSN: (text: string) => schemaValue<string>(hsnCode, text),
  'GST %': (text: string): Parsed<number> => {
    const parsed = schemaValue<number>(gstRatePercent, Number(text.replace(/%$/, '')));
    return parsed.ok ? { ok: true, value: Math.round(parsed.value * 100) } : parsed;
  },
  SKU: (text: string) => schemaValue<string>(skuField, text),
  Price: paise('Price'),
  MRP: paise('MRP'),
  Stock: (text: string): Parsed<number> => {
    const parsed = schemaValue<number>(quantity(), text);
    return parsed.ok ? parsed : { ok: false, message: parsed.message.replace('Quantity', 'Stock') };
  },
};

/** The data rows of a parsed file (after its header), each checked on its own. */
export function readRows(records: string[][], header: Map<CatalogueCsvColumn, number>) {
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const data = records
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!data.length) throw new Invalid('The file has no rows below its header');
  if (data.length > MAX_IMPORT_ROWS)
    throw new Invalid(`At most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows per file`);
  for (const { cells, row } of data) {
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    if (cells.length !== header.size) {
      problem('', `Expected ${header.size} cells as in the first row, found ${cells.length}`);
      continue;
    }
    const cell: Cell = (column) => {
      const index = header.get(column);
      return index === undefined ? undefined : readField(cells[index]!);
    };
    const productId = schemaValue<number>(idSchema, cell('Product ID') ?? '');
    if (!productId.ok) problem('Product ID', 'Product ID must be a product’s number');
    const variantText = cell('Variant ID') ?? '';
    const variantId = variantText === '' ? null : schemaValue<number>(idSchema, variantText);
    if (variantId && !variantId.ok) problem('Variant ID', 'Variant ID must be a varient’s number');
    const out: ImportRow = {
      row,
      productId: productId.ok ? productId.value : 0,
      variantId: variantId?.ok ? variantId.value : null,
    };
    /** Reads a cell: empty keeps the value ('keep') or clears it (null). */
    const read = <T>(
      column: keyof typeof READERS,
      reader: (text: string) => Parsed<T>,
      empty: 'keep' | 'clear',
      assign: (value: T | null) => void,
    ) => {
      const text = cell(column);
      if (text === undefined || (text === '' && empty === 'keep')) return;
      if (text === '') return assign(null);
      const parsed = reader(text);
      if (parsed.ok) assign(parsed.value);
      else problem(column, parsed.message);
    };
    read('Status', READERS.Status, 'keep', (v) => (out.status = v!));
    read('HSN', READERS.HSN, 'clear', (v) => (out.hsnCode = v || null));
    read('GST %', READERS['GST %'], 'clear', (v) => (out.gstRateBp = v));
    read('SKU', READERS.SKU, 'clear', (v) => (out.sku = v || null));
    read('Price', READERS.Price, 'keep', (v) => (out.pricePaise = v!));
    read('MRP', READERS.MRP, 'keep', (v) => (out.mrpPaise = v!));
    read('Stock', READERS.Stock, 'keep', (v) => (out.stock = v!));
    if (problems.every((p) => p.row !== row)) rows.push(out);
  }
  return { rows, problems, read: data.length };
}
