import { z } from 'zod';

/** Every failed request answers with this body and a 4xx/5xx status. */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The fixed numeric path segment of the spec's API paths ({p} and {vid}). */
export const API_SEGMENT = '156';

/** Ten-digit Indian mobile number (without +91). */
export const indianMobile = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number');

/*
 * Numbers of every contract. Each one is bounded to what its column holds, so a value the
 * database cannot store is a 400 at the edge, never a failed query. JSON numbers and numeric
 * text (query strings, the spec's admin forms) are read; booleans, arrays, objects and null are
 * not numbers (z.coerce would have read `true` as 1 and `[7]` as 7).
 */

/** The largest value of a PostgreSQL integer column (ids, quantities, positions). */
export const MAX_INT = 2_147_483_647;
/** The most one unit of a product may cost: ₹10,00,000 (a CHECK on the price columns too). */
export const MAX_UNIT_PRICE_RUPEES = 1_000_000;
/** Page numbers ("count") of every paged list. */
export const MAX_PAGE = 10_000;

/** Numeric text ("12", " 499.50 ") becomes a number; anything else is left for the schema to judge. */
export const numberFromText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** A whole number in [min, max], from JSON or numeric text. */
export const wholeNumber = (min: number, max: number, message?: string) =>
  z.preprocess(
    numberFromText,
    z
      .number(message ? { error: message } : undefined)
      .int(message)
      .min(min, message)
      .max(max, message),
  );

/** A database id: a whole number from 1 to 2147483647. */
export const idSchema = wholeNumber(1, MAX_INT);

/** An id, or -1 (or 0) for "all" as the original client sends it. */
export const idOrAll = wholeNumber(-1, MAX_INT);

/** The id inside an object that carries `_id` (the original client sends whole records), else as is. */
export const idOfRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && '_id' in value
    ? (value as { _id: unknown })._id
    : value;

/** A body whose `count` the original client's home rows spell `const`: read it as `count`. */
export const constAsCount = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'const' in body &&
  (body as { count?: unknown }).count === undefined
    ? { ...body, count: (body as { const: unknown }).const }
    : body;

/** A page number of a paged list, 1 when absent. */
export const pageSchema = wholeNumber(1, MAX_PAGE).default(1);

/** A page size between 1 and max, `fallback` when absent. */
export const pageSize = (max: number, fallback: number) => wholeNumber(1, max).default(fallback);

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Rupees: 0 to `max` with at most 2 decimals. */
export const rupeesSchema = (label: string, max = MAX_UNIT_PRICE_RUPEES) => {
  const message = `${label} must be a number of 0 or more`;
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .min(0, message)
      .max(max, `${label} must be at most ${max}`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`),
  );
};
