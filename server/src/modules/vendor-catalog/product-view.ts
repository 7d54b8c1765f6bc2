import type { Product } from '../../contracts/products';
import type { Database } from '../../db/client';
import { transact } from '../../db/transactions';
import { Conflict, NotFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { loadProductDocument } from '../catalog/product-detail.repository';
import { toProduct } from '../catalog/product-mapper';
import { lockProduct } from './products.repository';

export const IMAGE_NOT_FOUND = 'Image not found';

/** The whole product document as the vendor sees it (hidden and unpriced ones too); 404 when missing. */
export async function loadVendorProduct(db: Database, id: number): Promise<Product> {
  const document = await loadProductDocument(db, id, 0);
  if (!document) throw new NotFound(PRODUCT_NOT_FOUND);
  const { parts } = document;
  const product = toProduct(document.product, parts);
  const skus = new Map(parts.variantRows.map((variant) => [variant.id, variant.sku]));
  for (const variant of product.productVarients) variant.sku = skus.get(variant._id) ?? null;
  return product;
}

/** Runs `change` in a transaction with the product row locked, so one product's parts change one
 * writer at a time (e.g. two identical variants sent at once); 404 when it does not exist. */
export function withLockedProduct<T>(
  db: Database,
  id: number,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return transact(db, async (tx) => {
    if (!(await lockProduct(tx, id))) throw new NotFound(PRODUCT_NOT_FOUND);
    return change(tx);
  });
}

export interface Pricing {
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  /** The stock the owner's form showed; when given, `stock` minus this is applied as a change. */
  loadedStock?: number;
  /** Replaces the details when given. */
  details?: [string, string][];
  /** Gallery images to add; ones already there are skipped. */
  images: string[];
}

/**
 * The stock to write, `current` being the figure under the product's lock. A form that says
 * what it loaded has its change (stock − loaded) applied, so units sold since it opened stay
 * sold; an older client that sends only the figure has it written as is.
 */
export function stockAfterEdit(
  current: number,
  pricing: Pick<Pricing, 'stock' | 'loadedStock'>,
): number {
  if (pricing.loadedStock === undefined) return pricing.stock;
  const next = current + pricing.stock - pricing.loadedStock;
  if (next < 0)
    throw new Conflict(`The stock changed since you opened this page: it is now ${current}`);
  return next;
}
