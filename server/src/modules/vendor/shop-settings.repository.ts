import { eq } from 'drizzle-orm';
import { DEFAULT_INVOICE_PREFIX, type ShopSettings } from '../../contracts/invoices';
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
