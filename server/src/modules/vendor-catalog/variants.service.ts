import type { ProductVariant } from '../../contracts/products';
import { SKU_TAKEN, VARIANTS_LOCK_SELECTION } from '../../contracts/vendor-variants';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Database } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import type { MediaService } from '../media/media.service';
import * as images from './product-images.repository';
import {
  IMAGE_NOT_FOUND,
  loadVendorProduct,
  stockAfterEdit,
  withLockedProduct,
  type Pricing,
} from './product-view';
import { productExists } from './products.repository';
import * as repo from './variants.repository';

export const VARIANT_NOT_FOUND = 'Varient not found';

/** A product's variants and the attributes they vary by. */
export function createVendorVariantsService(db: Database, media: MediaService) {
  const variantsOf = async (productId: number): Promise<ProductVariant[]> =>
    (await loadVendorProduct(db, productId)).productVarients;

  const withProduct = <T>(id: number, change: (tx: Database) => Promise<T>) =>
    withLockedProduct(db, id, change);

  async function assertVariant(tx: Database, productId: number, variantId: number): Promise<void> {
    if (!(await repo.variantExists(tx, productId, variantId)))
      throw new NotFound(VARIANT_NOT_FOUND);
  }

  return {
    /** One variant's price, MRP, stock, details and new images. */
    async setPricing(
      productId: number,
      variantId: number,
      pricing: Pricing,
    ): Promise<ProductVariant[]> {
      await withProduct(productId, async (tx) => {
        await assertVariant(tx, productId, variantId);
        await media.assertUsable(pricing.images, await images.productImageUrls(tx, productId));
        const { pricePaise, mrpPaise, details } = pricing;
        // Every stock move locks the product before its variants, so this figure holds.
        const stock = stockAfterEdit(await repo.variantStock(tx, variantId), pricing);
        await repo.updateVariant(tx, productId, variantId, {
          pricePaise,
          mrpPaise,
          stock,
          details,
        });
        await images.appendGallery(tx, productId, variantId, pricing.images);
      });
      return variantsOf(productId);
    },

    /** Adds a variant with one value for each selected attribute; the same combination twice is refused. */
    async insertVariant(
      productId: number,
      choices: { attr_id: number; value: string }[],
    ): Promise<ProductVariant[]> {
      await withProduct(productId, async (tx) => {
        const selected = await repo.selectedAttributeIds(tx, productId);
        if (selected.length === 0)
          throw new Invalid('Select the attributes of variation for this product first');
        if (choices.length !== selected.length)
          throw new Invalid(`please select all variation( exact ${selected.length} )`);
        const values = await resolveChoices(tx, selected, choices);
        const key = values
          .map((value) => value.valueId)
          .sort((a, b) => a - b)
          .join(',');
        if ((await repo.combinationKeys(tx, productId)).has(key))
          throw new Conflict('This varient already exists');
        await repo.insertVariant(tx, productId, values);
      });
      return variantsOf(productId);
    },

    /**
     * Creates every combination of the chosen values (one list per selected attribute) with one
     * price, MRP and stock; combinations the product already has are left as they are.
     */
    async generateVariants(
      productId: number,
      chosen: { attr_id: number; values: string[] }[],
      pricing: { pricePaise: number; mrpPaise: number; stock: number },
    ): Promise<{ variants: ProductVariant[]; created: number }> {
      const created = await withProduct(productId, async (tx) => {
        const selected = await repo.selectedAttributeIds(tx, productId);
        if (selected.length === 0)
          throw new Invalid('Select the attributes of variation for this product first');
        const byAttribute = new Map(chosen.map((entry) => [entry.attr_id, entry.values]));
        if (chosen.length !== selected.length || selected.some((id) => !byAttribute.has(id)))
          throw new Invalid(`please select all variation( exact ${selected.length} )`);
        // Each attribute's values resolved (and checked) once, in the product's attribute order.
        const resolved = selected.map((attributeId) =>
          [...new Set(byAttribute.get(attributeId)!)].map((value) => ({
            attr_id: attributeId,
            value,
          })),
        );
        const valueRows = await repo.attributeValuesOf(tx, selected);
        const axes = resolved.map((axis) =>
          axis.map((choice) => resolveWith(valueRows, selected, [choice])),
        );
        let combinations: { attributeId: number; valueId: number }[][] = [[]];
        for (const axis of axes)
          combinations = combinations.flatMap((prefix) =>
            axis.map((value) => [...prefix, ...value]),
          );
        const existing = await repo.combinationKeys(tx, productId);
        let count = 0;
        for (const values of combinations) {
          const key = values
            .map((value) => value.valueId)
            .sort((a, b) => a - b)
            .join(',');
          if (existing.has(key)) continue;
          existing.add(key);
          await repo.insertVariant(tx, productId, values, pricing);
          count += 1;
        }
        return count;
      });
      return { variants: await variantsOf(productId), created };
    },

    /** The grid's edits (price, MRP, stock, SKU of many variants), all or nothing. */
    async saveGrid(
      productId: number,
      rows: {
        varId: number;
        pricePaise: number;
        mrpPaise: number;
        stock: number;
        loadedStock?: number;
        sku?: string;
      }[],
    ): Promise<ProductVariant[]> {
      await skuUnique(() =>
        withProduct(productId, async (tx) => {
          const mine = await repo.variantIdsOf(tx, productId);
          if (rows.some((row) => !mine.has(row.varId))) throw new NotFound(VARIANT_NOT_FOUND);
          for (const row of rows) {
            const stock = stockAfterEdit(await repo.variantStock(tx, row.varId), {
              stock: row.stock,
              loadedStock: row.loadedStock,
            });
            await repo.updateVariant(tx, productId, row.varId, {
              pricePaise: row.pricePaise,
              mrpPaise: row.mrpPaise,
              stock,
              ...(row.sku === undefined ? {} : { sku: row.sku === '' ? null : row.sku }),
            });
          }
        }),
      );
      return variantsOf(productId);
    },

    /** Adds the images to every variant having this value of the attribute (e.g. one colour). */
    async setValueImages(
      productId: number,
      attributeId: number,
      value: string,
      urls: string[],
    ): Promise<ProductVariant[]> {
      await withProduct(productId, async (tx) => {
        const selected = await repo.selectedAttributeIds(tx, productId);
        const [choice] = await resolveChoices(tx, selected, [{ attr_id: attributeId, value }]);
        const ids = await repo.variantsWithValue(tx, productId, attributeId, choice!.valueId);
        if (ids.length === 0) throw new NotFound(VARIANT_NOT_FOUND);
        await media.assertUsable(urls, await images.productImageUrls(tx, productId));
        for (const id of ids) await images.appendGallery(tx, productId, id, urls);
      });
      return variantsOf(productId);
    },

    async deleteVariant(productId: number, variantId: number): Promise<ProductVariant[]> {
      const urls = await withProduct(productId, async (tx) => {
        const shown = await repo.variantImageUrls(tx, variantId);
        if (!(await repo.deleteVariant(tx, productId, variantId)))
          throw new NotFound(VARIANT_NOT_FOUND);
        return shown;
      });
      await media.discard(urls);
      return variantsOf(productId);
    },

    /** Removes one of a variant's images, by its url. */
    async deleteVariantImage(
      productId: number,
      variantId: number,
      url: string,
    ): Promise<ProductVariant[]> {
      await withProduct(productId, async (tx) => {
        await assertVariant(tx, productId, variantId);
        if ((await images.deleteGalleryImage(tx, productId, variantId, url)) === 0)
          throw new NotFound(IMAGE_NOT_FOUND);
      });
      await media.discard([url]);
      return variantsOf(productId);
    },

    async getSelected(productId: number): Promise<number[]> {
      const ids = await repo.selectedAttributeIds(db, productId);
      if (ids.length === 0 && !(await productExists(db, productId)))
        throw new NotFound(PRODUCT_NOT_FOUND);
      return ids;
    },

    /** Chooses the attributes of variation; locked once a variant exists (all must vary alike). */
    async setSelected(productId: number, ids: number[]): Promise<number[]> {
      return withProduct(productId, async (tx) => {
        if ((await repo.countVariants(tx, productId)) > 0)
          throw new Conflict(VARIANTS_LOCK_SELECTION);
        const known = await repo.existingAttributeIds(tx, ids);
        if (ids.some((id) => !known.has(id))) throw new NotFound('Attribute not found');
        await repo.replaceSelectedAttributes(tx, productId, ids);
        return ids;
      });
    },
  };
}

/** Checks each choice names a selected attribute (once) and one of its values; answers the value ids. */
async function resolveChoices(
  tx: Database,
  selected: number[],
  choices: { attr_id: number; value: string }[],
) {
  return resolveWith(await repo.attributeValuesOf(tx, selected), selected, choices);
}

function resolveWith(
  rows: Awaited<ReturnType<typeof repo.attributeValuesOf>>,
  selected: number[],
  choices: { attr_id: number; value: string }[],
) {
  const seen = new Set<number>();
  return choices.map((choice) => {
    if (!selected.includes(choice.attr_id))
      throw new Invalid('Each variation must be one of the attributes selected for this product');
    if (seen.has(choice.attr_id)) throw new Invalid('Choose one value for each attribute');
    seen.add(choice.attr_id);
    const row = rows.find(
      (candidate) => candidate.attributeId === choice.attr_id && candidate.value === choice.value,
    );
    if (!row) {
      const attribute =
        rows.find((candidate) => candidate.attributeId === choice.attr_id)?.attribute ??
        'this attribute';
      throw new Invalid(`"${choice.value}" is not a value of ${attribute}`);
    }
    return { attributeId: choice.attr_id, valueId: row.valueId };
  });
}

/** A second variant with the same SKU is refused with a clear message (a unique constraint holds it). */
async function skuUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // The grid writes no other unique column.
    if (isUniqueViolation(err)) throw new Conflict(SKU_TAKEN);
    throw err;
  }
}

export type VendorVariantsService = ReturnType<typeof createVendorVariantsService>;
