import { eq } from 'drizzle-orm';
import { DEFAULT_INVOICE_PREFIX, type ShopSettings } from '../../contracts/invoices';
import { DEFAULT_LOW_STOCK } from '../../contracts/back-office';
import type { Database } from '../../db/client';
import { shopSettings } from '../../db/schema/people';

const EMPTY: ShopSettings = {
  legalName: '',
  address: '',
  stateCode: '',
  gstin: '',
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
};

/** The shop's tax-invoice details (blank, with prefix VS, until the owner fills them in). */
export async function readShopSettings(db: Database): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return { ...EMPTY };
  return {
    legalName: row.legalName,
    address: row.address,
    stateCode: row.stateCode,
    gstin: row.gstin,
    invoicePrefix: row.invoicePrefix,
  };
}

export async function writeShopSettings(db: Database, values: ShopSettings): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } });
}

/** The low-stock threshold of the dashboard and the products table (5 until the owner sets one). */
export async function readLowStockThreshold(db: Database): Promise<number> {
  const [row] = await db
    .select({ threshold: shopSettings.lowStockThreshold })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.threshold ?? DEFAULT_LOW_STOCK;
}

export async function writeLowStockThreshold(db: Database, threshold: number): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, lowStockThreshold: threshold })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { lowStockThreshold: threshold, updatedAt: new Date() },
    });
}
