import { z } from 'zod';
import type { AttributeSummary } from './products';
import { entityId, requiredText } from './vendor-fields';

/**
 * The vendor's attribute (variation type) calls under /api/vendor/product/156 (vendor token).
 * insertAttribute, setAttributes, deleteAttribute and deleteAttributeValue answer
 * {myAttributes} (`AttributesResponse`, as GET getAttribute).
 */

export const ATTRIBUTE_FIELDS_REQUIRED = 'All fields are required';

/** "S, M ,L" or ["S", "M", "L"]: trimmed, empty entries dropped, duplicates kept once. */
const valueList = z
  .union([z.string(), z.array(z.string())], { error: ATTRIBUTE_FIELDS_REQUIRED })
  .transform((input) => (typeof input === 'string' ? input.split(',') : input))
  .transform((values) => [...new Set(values.map((value) => value.trim()).filter(Boolean))])
  .refine((values) => values.length > 0, ATTRIBUTE_FIELDS_REQUIRED)
  .refine((values) => values.length <= 100, 'At most 100 values')
  .refine(
    (values) => values.every((value) => value.length <= 60),
    'A value is too long (60 characters at most)',
  );

const attributeName = requiredText(ATTRIBUTE_FIELDS_REQUIRED, 40, 'Attribute name');
const attributeValue = requiredText(ATTRIBUTE_FIELDS_REQUIRED, 60, 'Value');

/** POST insertAttribute {attribute, values}. */
export const insertAttributeBody = z.object({ attribute: attributeName, values: valueList });
export type InsertAttributeBody = z.input<typeof insertAttributeBody>;

/** POST deleteAttribute {id} and getAttributeWithId {id}. */
export const attributeIdBody = z.object({ id: entityId });
export type AttributeIdBody = z.input<typeof attributeIdBody>;

/**
 * POST setAttributes {id, attribute}: `attribute` is a new name (renames), or the attribute object
 * the original client sends ({attribute?, values, numProduct?}): its `values` replace the
 * attribute's values in that order (a name in it renames too; `numProduct` is ignored, the server
 * computes it). Removing a value a variant uses is refused with ATTRIBUTE_VALUE_IN_USE.
 */
export const renameAttributeBody = z.object({
  id: entityId,
  attribute: z.union([
    attributeName,
    z.object({ attribute: attributeName.optional(), values: valueList }),
  ]),
});
export type RenameAttributeBody = z.input<typeof renameAttributeBody>;

/**
 * POST pushNewAttribute {id, value}: adds one value; answers {myAttributes}, or {myAttributes: 0}
 * when the attribute already has it (the spec's answer; the admin shows 'value is already present').
 * POST deleteAttributeValue {id, value}: removes one value, refused (409) while variants use it.
 */
export const attributeValueBody = z.object({ id: entityId, value: attributeValue });
export type AttributeValueBody = z.input<typeof attributeValueBody>;

export const VALUE_ALREADY_PRESENT = 0;
export const ATTRIBUTE_VALUE_IN_USE =
  'This Value is used in product. If you want to delete first delete those product varient';

/**
 * getAttributeWithId: `numProduct` is parallel to `values` (the spec's shape): for each value, the
 * ids of the products whose variants use it.
 */
export interface AttributeDetail extends AttributeSummary {
  numProduct: number[][];
}
export interface AttributeWithIdResponse {
  myAttribute: AttributeDetail;
}

/**
 * deleteAttribute refused (status 200, the spec's answer) while variants use the attribute:
 * [[attributeName, productIds]] ('Error: "{attribute}" is used in Product Id's : ...').
 */
export interface AttributeInUseResponse {
  error: [attribute: string, productIds: number[]][];
}
