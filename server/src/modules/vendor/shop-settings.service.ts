import { asc, eq } from 'drizzle-orm';
import type {
  ProductTaxResponse,
  ShopSettings,
  ShopSettingsResponse,
} from '../../contracts/invoices';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import { NotFound } from '../../http/errors';
import { readShopSettings, writeShopSettings } from './shop-settings.repository';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

const bp = (percent: number) => Math.round(percent * 100);

/** The shop's tax-invoice details, and the HSN code and GST rate of categories and products. */
export function createShopSettingsService(db: Database) {
  async function read(): Promise<ShopSettingsResponse> {
    const [settings, rows] = await Promise.all([
      readShopSettings(db),
      db
        .select({
          id: categories.id,
          name: categories.name,
          hsnCode: categories.hsnCode,
          gstRateBp: categories.gstRateBp,
        })
        .from(categories)
        .orderBy(asc(categories.displayIndex), asc(categories.id)),
    ]);
    return {
      settings,
      categories: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        hsnCode: row.hsnCode,
        gstRate: row.gstRateBp / 100,
      })),
    };
  }

  return {
    read,

    async update(values: ShopSettings): Promise<ShopSettingsResponse> {
      await writeShopSettings(db, values);
      return read();
    },

    async setCategoryTax(id: number, hsnCode: string, gstRate: number) {
      const updated = await db
        .update(categories)
        .set({ hsnCode, gstRateBp: bp(gstRate) })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (!updated.length) throw new NotFound(CATEGORY_NOT_FOUND);
      return read();
    },

    async productTax(id: number): Promise<ProductTaxResponse> {
      const [row] = await db
        .select({
          hsnCode: products.hsnCode,
          gstRateBp: products.gstRateBp,
          categoryHsn: categories.hsnCode,
          categoryRate: categories.gstRateBp,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id));
      if (!row) throw new NotFound(PRODUCT_NOT_FOUND);
      return {
        hsnCode: row.hsnCode,
        gstRate: row.gstRateBp === null ? null : row.gstRateBp / 100,
        category: { hsnCode: row.categoryHsn, gstRate: row.categoryRate / 100 },
      };
    },

    async setProductTax(id: number, hsnCode: string | null, gstRate: number | null) {
      const updated = await db
        .update(products)
        .set({ hsnCode: hsnCode || null, gstRateBp: gstRate === null ? null : bp(gstRate) })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!updated.length) throw new NotFound(PRODUCT_NOT_FOUND);
      return this.productTax(id);
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
