import type { ProductVariant } from '../../contracts/products';
import { VARIANTS_LOCK_SELECTION } from '../../contracts/vendor-variants';
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
  const rows = await repo.attributeValuesOf(tx, selected);
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

export type VendorVariantsService = ReturnType<typeof createVendorVariantsService>;
