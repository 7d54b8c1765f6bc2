import { z } from 'zod';
import type { ProductVariant } from './products';
import { detailPairs, entityId, flag, imageUrl, quantity, rupees } from './vendor-fields';

/**
 * Pricing and variant calls under /api/vendor/product/156 (vendor token): the simple product's
 * or a variant's price, MRP, stock, details and images, and the variants themselves.
 */

/** ?p_id=&var_id= of updateProductVarient: with var_id the variant is saved, else the simple product. */
export const productVariantQuery = z.object({ p_id: entityId, var_id: entityId.optional() });

/** insertProductVarient, updateProductVarient (variant), deleteVar, deleteVarImage. */
export interface MyVarientsResponse {
  myVarients: ProductVariant[];
}

const mrpNotBelowPrice = (body: { price: number; mrp: number }) => body.mrp >= body.price;
const MRP_BELOW_PRICE = { message: 'MRP must not be less than the price', path: ['mrp'] };
/** Images to add (urls already there are skipped); removing one is deleteSimpleImage / deleteVarImage. */
const newImages = z
  .array(imageUrl, { error: 'Images must be a list of urls' })
  .max(10, 'At most 10 images at a time')
  .default([]);

/**
 * POST updateProductVarient?p_id= (no var_id): the simple product's price, MRP, stock, details
 * (replaced when sent) and new gallery images. Answers {myProduct}.
 */
export const simplePricingBody = z
  .object({
    price: rupees('Price'),
    mrp: rupees('MRP'),
    simpleQty: quantity(),
    /** The stock the form loaded: when sent, simpleQty − loadedQty is applied as a change. */
    loadedQty: quantity().optional(),
    simpleDtl: detailPairs.optional(),
    images: newImages,
    pt: flag('pt').optional(),
  })
  .refine(mrpNotBelowPrice, MRP_BELOW_PRICE);
export type SimplePricingBody = z.input<typeof simplePricingBody>;

/** POST updateProductVarient?p_id=&var_id=: the same for one variant. Answers {myVarients}. */
export const variantPricingBody = z
  .object({
    price: rupees('Price'),
    mrp: rupees('MRP'),
    varItemQty: quantity(),
    /** The stock the form loaded: when sent, varItemQty − loadedQty is applied as a change. */
    loadedQty: quantity().optional(),
    varDtl: detailPairs.optional(),
    images: newImages,
    pt: flag('pt').optional(),
  })
  .refine(mrpNotBelowPrice, MRP_BELOW_PRICE);
export type VariantPricingBody = z.input<typeof variantPricingBody>;

export const NO_VARIATION_CHOSEN = 'please select atleast one attribute of variation . . .';
/**
 * POST insertProductVarient?p_id= {varients}: one value for each of the product's selected
 * attributes. The new variant has no price yet (not sold until priced). Answers {myVarients}.
 */
export const insertVariantBody = z.object({
  varients: z
    .array(
      z.object({
        attr_id: entityId,
        value: z.string({ error: 'value is required' }).trim().min(1, 'value is required').max(60),
      }),
      { error: NO_VARIATION_CHOSEN },
    )
    .min(1, NO_VARIATION_CHOSEN)
    .max(10, 'Too many variations'),
});
export type InsertVariantBody = z.input<typeof insertVariantBody>;

/** POST deleteVar {pId, varId, indexx}: `indexx` (the admin's list position) is ignored. */
export const deleteVariantBody = z.object({
  pId: entityId,
  varId: entityId,
  indexx: z.unknown().optional(),
});
export type DeleteVariantBody = z.input<typeof deleteVariantBody>;

/** POST deleteVarImage {pId, varId, imgId}: `imgId` is the image's url (as in general.images). */
export const deleteVariantImageBody = z.object({ pId: entityId, varId: entityId, imgId: imageUrl });
export type DeleteVariantImageBody = z.input<typeof deleteVariantImageBody>;

/** POST getSelectedVarients {pId}: answers {selectedVarients} (attribute ids, in order). */
export const selectedVariantsBody = z.object({ pId: entityId });
/** POST setSelectedVarients {pId, selectedVarients}: refused (409) once the product has a variant. */
export const setSelectedVariantsBody = z.object({
  pId: entityId,
  selectedVarients: z
    .array(entityId, { error: 'selectedVarients must be a list of attribute ids' })
    .max(5, 'At most 5 attributes of variation')
    .refine((ids) => new Set(ids).size === ids.length, 'Each attribute can be selected once'),
});
export type SetSelectedVariantsBody = z.input<typeof setSelectedVariantsBody>;
export interface SelectedVarientsResponse {
  selectedVarients: number[];
}
export const VARIANTS_LOCK_SELECTION =
  "You can't make changes after making varients otherwise delete your all varients. Because all varient must have equal no. of variations";

/** The most variants one generation may create (e.g. 8 sizes × 25 colours). */
export const MAX_GENERATED_VARIANTS = 200;

/**
 * POST generateVarients?p_id= {attributes: [{attr_id, values}], price, mrp, stock}: every
 * combination of the chosen values of the product's attributes of variation (one entry per
 * selected attribute), created at once with the same price, MRP and stock. Combinations the
 * product already has are skipped. Answers {myVarients, created}.
 */
export const generateVariantsBody = z
  .object({
    attributes: z
      .array(
        z.object({
          attr_id: entityId,
          values: z
            .array(z.string().trim().min(1, 'value is required').max(60), {
              error: 'values must be a list',
            })
            .min(1, 'Choose at least one value of each attribute')
            .max(100, 'Too many values'),
        }),
        { error: NO_VARIATION_CHOSEN },
      )
      .min(1, NO_VARIATION_CHOSEN)
      .max(5, 'Too many variations'),
    price: rupees('Price'),
    mrp: rupees('MRP'),
    stock: quantity(),
  })
  .refine(mrpNotBelowPrice, MRP_BELOW_PRICE)
  .refine(
    (body) =>
      body.attributes.reduce((count, attribute) => count * new Set(attribute.values).size, 1) <=
      MAX_GENERATED_VARIANTS,
    `At most ${MAX_GENERATED_VARIANTS} varients at a time`,
  );
export type GenerateVariantsBody = z.input<typeof generateVariantsBody>;
export interface GenerateVariantsResponse extends MyVarientsResponse {
  created: number;
}

/** A stock-keeping code: letters, digits, '-', '_', '.', '/' (1–40), or '' for none. */
export const skuField = z
  .string({ error: 'SKU must be text' })
  .trim()
  .max(40, 'SKU is limited to 40 characters')
  .regex(/^[A-Za-z0-9._/-]*$/, 'SKU may hold letters, digits and - _ . / only');

/**
 * POST saveVarientGrid?p_id= {varients: [{varId, price, mrp, varItemQty, loadedQty?, sku?}]}:
 * the inline grid's edits, all or nothing. Answers {myVarients}.
 */
export const variantGridBody = z.object({
  varients: z
    .array(
      z
        .object({
          varId: entityId,
          price: rupees('Price'),
          mrp: rupees('MRP'),
          varItemQty: quantity(),
          loadedQty: quantity().optional(),
          sku: skuField.optional(),
        })
        .refine(mrpNotBelowPrice, MRP_BELOW_PRICE),
    )
    .min(1, 'Nothing to save')
    .max(MAX_GENERATED_VARIANTS, `At most ${MAX_GENERATED_VARIANTS} varients at a time`)
    .refine(
      (rows) => new Set(rows.map((row) => row.varId)).size === rows.length,
      'Each varient can be saved once',
    ),
});
export type VariantGridBody = z.input<typeof variantGridBody>;

/**
 * POST setValueImages?p_id= {attr_id, value, images}: images for every variant with this value
 * of the attribute (e.g. every size of the Red colour), uploaded once. Answers {myVarients}.
 */
export const valueImagesBody = z.object({
  attr_id: entityId,
  value: z.string().trim().min(1, 'value is required').max(60),
  images: z
    .array(imageUrl, { error: 'Images must be a list of urls' })
    .min(1, 'Choose at least one image')
    .max(10, 'At most 10 images at a time'),
});
export type ValueImagesBody = z.input<typeof valueImagesBody>;

export const SKU_TAKEN = 'This SKU is already used by another varient';
