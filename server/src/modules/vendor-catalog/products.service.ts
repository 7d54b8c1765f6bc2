import { sql } from 'drizzle-orm';
import type { Product, ProductCard } from '../../contracts/products';
import type { ProductFields } from '../../contracts/vendor-products';
import { rowsOf, type Database } from '../../db/client';
import { Invalid, NotFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { selectOwnerCards } from '../catalog/product-cards';
import type { MediaService } from '../media/media.service';
import { findCategory, findSubCategory } from './categories.repository';
import { CATEGORY_NOT_FOUND, SUB_CATEGORY_NOT_FOUND } from './categories.service';
import * as images from './product-images.repository';
import {
  IMAGE_NOT_FOUND,
  loadVendorProduct,
  stockAfterEdit,
  withLockedProduct,
  type Pricing,
} from './product-view';
import * as repo from './products.repository';

/** The vendor's products: create, edit, price, picture, list and delete. */
export function createVendorProductsService(db: Database, media: MediaService) {
  const withProduct = <T>(id: number, change: (tx: Database) => Promise<T>) =>
    withLockedProduct(db, id, change);

  async function assertParents(tx: Database, fields: ProductFields): Promise<void> {
    const [category, sub] = await Promise.all([
      findCategory(tx, fields.categoryId),
      findSubCategory(tx, fields.subCategoryId),
    ]);
    if (!category) throw new NotFound(CATEGORY_NOT_FOUND);
    if (!sub) throw new NotFound(SUB_CATEGORY_NOT_FOUND);
    if (sub.categoryId !== category.id)
      throw new Invalid('This sub-category is not in the chosen category');
  }

  return {
    getProduct: (id: number): Promise<Product> => loadVendorProduct(db, id),

    /** Creates a simple product without price or images; the wizard adds them next. */
    async insertProduct(fields: ProductFields): Promise<number> {
      return db.transaction(async (tx) => {
        await assertParents(tx, fields);
        return repo.insertProduct(tx, fields);
      });
    },

    async updateProduct(id: number, fields: ProductFields): Promise<Product> {
      await withProduct(id, async (tx) => {
        await assertParents(tx, fields);
        await repo.updateProductFields(tx, id, fields);
      });
      return loadVendorProduct(db, id);
    },

    /** 0 simple, 1 variable; the price summary follows by trigger. */
    async setType(id: number, type: 0 | 1): Promise<Product> {
      if (!(await repo.updateProduct(db, id, { type }))) throw new NotFound(PRODUCT_NOT_FOUND);
      return loadVendorProduct(db, id);
    },

    /** Replaces the cover images; covers no longer used anywhere are deleted from storage. */
    async setCoverImages(id: number, urls: string[]): Promise<Product> {
      const dropped = await withProduct(id, async (tx) => {
        await media.assertUsable(urls, await images.productImageUrls(tx, id));
        const before = await images.coverUrls(tx, id);
        await images.replaceCovers(tx, id, [...new Set(urls)]);
        return before.filter((url) => !urls.includes(url));
      });
      await media.discard(dropped);
      return loadVendorProduct(db, id);
    },

    /** The simple product's price, MRP, stock, details and new gallery images. */
    async setPricing(id: number, pricing: Pricing): Promise<Product> {
      await withProduct(id, async (tx) => {
        await media.assertUsable(pricing.images, await images.productImageUrls(tx, id));
        const { pricePaise, mrpPaise, details } = pricing;
        const stock = stockAfterEdit(await repo.stockOf(tx, id), pricing);
        await repo.updateProduct(tx, id, { pricePaise, mrpPaise, stock, details });
        await images.appendGallery(tx, id, null, pricing.images);
      });
      return loadVendorProduct(db, id);
    },

    /** Removes one simple-product image, by its url. */
    async deleteImage(id: number, url: string): Promise<Product> {
      await withProduct(id, async (tx) => {
        if ((await images.deleteGalleryImage(tx, id, null, url)) === 0)
          throw new NotFound(IMAGE_NOT_FOUND);
      });
      await media.discard([url]);
      return loadVendorProduct(db, id);
    },

    /** A page of a category's products for the admin: hidden ones too, newest first. */
    list(query: {
      category: number;
      subCategory?: number;
      count: number;
      limit: number;
    }): Promise<ProductCard[]> {
      const sub =
        query.subCategory !== undefined && query.subCategory > 0
          ? sql` and p.sub_category_id = ${query.subCategory}`
          : sql``;
      return selectOwnerCards(db, {
        where: sql`p.category_id = ${query.category}${sub}`,
        orderBy: sql`p.id desc`,
        limit: query.limit,
        offset: (query.count - 1) * query.limit,
      });
    },

    /**
     * A copy of the product ("… (copy)", hidden until the owner shows it) with its details,
     * images, attributes of variation and variants at the same prices, all without stock and
     * without SKUs. Answers the new product's id.
     */
    async duplicateProduct(id: number): Promise<number> {
      return withProduct(id, async (tx) => {
        const [copy] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            insert into products (category_id, sub_category_id, name, brand, short_description,
              description, keywords, status, type, price_paise, mrp_paise, stock, details,
              hsn_code, gst_rate_bp)
            select category_id, sub_category_id, left(name, 190) || ' (copy)', brand,
              short_description, description, keywords, 0, type, price_paise, mrp_paise, 0,
              details, hsn_code, gst_rate_bp
              from products where id = ${id}
            returning id`),
        );
        const copyId = copy!.id;
        await tx.execute(sql`
          insert into product_selected_attributes (product_id, attribute_id, position)
          select ${copyId}, attribute_id, position from product_selected_attributes
           where product_id = ${id}`);
        const originals = rowsOf<{ id: number }>(
          await tx.execute(
            sql`select id from variants where product_id = ${id} order by position, id`,
          ),
        );
        await tx.execute(sql`
          insert into product_images (product_id, variant_id, role, url, position)
          select ${copyId}, null, role, url, position from product_images
           where product_id = ${id} and variant_id is null`);
        for (const original of originals) {
          const [variant] = rowsOf<{ id: number }>(
            await tx.execute(sql`
              insert into variants (product_id, price_paise, mrp_paise, stock, details, position)
              select ${copyId}, price_paise, mrp_paise, 0, details, position
                from variants where id = ${original.id}
              returning id`),
          );
          await tx.execute(sql`
            insert into variant_attribute_values (variant_id, attribute_id, attribute_value_id)
            select ${variant!.id}, attribute_id, attribute_value_id
              from variant_attribute_values where variant_id = ${original.id}`);
          await tx.execute(sql`
            insert into product_images (product_id, variant_id, role, url, position)
            select ${copyId}, ${variant!.id}, role, url, position from product_images
             where variant_id = ${original.id}`);
        }
        return copyId;
      });
    },

    /** Deletes the product with its variants and images (orders keep their own snapshot). */
    async deleteProduct(id: number): Promise<void> {
      const urls = await withProduct(id, async (tx) => {
        const shown = await images.productImageUrls(tx, id);
        await repo.deleteProduct(tx, id);
        return shown;
      });
      await media.discard(urls);
    },
  };
}

export type VendorProductsService = ReturnType<typeof createVendorProductsService>;
