import { z } from 'zod';
import { idSchema, MAX_UNIT_PRICE_RUPEES, numberFromText, rupeesSchema } from './common';

/**
 * Field schemas shared by the vendor admin's forms. The spec's admin sends numbers as free text,
 * so numeric fields accept numeric strings too; the spec had no checks on them, we do.
 */

/** A database id (1 to 2147483647), from JSON or a query string; never from null or true. */
export const entityId = idSchema;

/** 0 or 1 (status, product type), from JSON or a query string. */
export const flag = (field: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: `${field} must be 0 or 1` })
      .refine((value) => value === 0 || value === 1, `${field} must be 0 or 1`)
      .transform((value) => value as 0 | 1),
  );

/** A unit's price or MRP is at most ₹10,00,000 (a CHECK on the price columns holds it too). */
export const MAX_RUPEES = MAX_UNIT_PRICE_RUPEES;
export const MAX_QUANTITY = 1_000_000;

/** Rupees: a number of 0 or more with at most 2 decimals ("Price must be a number of 0 or more"). */
export const rupees = (label: string) => rupeesSchema(label, MAX_RUPEES);

/** A stock quantity: a whole number of 0 or more. */
export const quantity = () => {
  const message = 'Quantity must be a whole number of 0 or more';
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  );
};

/**
 * An image url as the upload endpoint answered it. The shape is checked here; the server also
 * checks that its image store produced it (or that the record already holds it).
 */
export const imageUrl = z
  .string({ error: 'Images must be a list of urls' })
  .trim()
  .min(1, 'Image url is empty')
  .max(500, 'Image url is too long');

/** Product and variant details: [label, value] rows, both required ('All fields are required'). */
export const detailPairs = z
  .array(
    z
      .tuple([z.string(), z.string()], { error: 'All fields are required' })
      .transform(([label, value]) => [label.trim(), value.trim()] as [string, string]),
    { error: 'Details must be a list of [key, value] pairs' },
  )
  .max(50, 'At most 50 details')
  .refine(
    (pairs) => pairs.every(([label, value]) => label !== '' && value !== ''),
    'All fields are required',
  )
  .refine(
    (pairs) => pairs.every(([label, value]) => label.length <= 100 && value.length <= 1000),
    'A detail is too long (100 characters for the key, 1000 for the value)',
  );

/** A display position in the admin's ordering (integer, 0 or more). */
export const displayIndex = (field: string) => {
  const message = `${field} must be a whole number of 0 or more`;
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(1_000_000, `${field} is too large`),
  );
};

/** One name field of a vendor form: trimmed, required with the given (spec) message. */
export const requiredText = (message: string, max: number, field: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${field} is too long (${max} characters at most)`);

/** A free-text field that may be empty, trimmed. */
export const freeText = (max: number, field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long (${max} characters at most)`);
