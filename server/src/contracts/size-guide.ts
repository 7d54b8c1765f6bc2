import { z } from 'zod';
import { entityId, freeText } from './vendor-fields';

/** A category's size guide: getSizeGuide is public, setSizeGuide / deleteSizeGuide the vendor's. */

export const SIZE_GUIDE_UNITS = ['in', 'cm'] as const;
export type SizeGuideUnit = (typeof SIZE_GUIDE_UNITS)[number];
export const MAX_GUIDE_MEASUREMENTS = 6;
export const MAX_GUIDE_SIZES = 20;

export const SIZE_GUIDE_MESSAGES = {
  unit: "unit must be 'in' or 'cm'",
  measurements: `Add 1 to ${MAX_GUIDE_MEASUREMENTS} measurements`,
  measurementName: 'Each measurement needs a name',
  rows: `Add 1 to ${MAX_GUIDE_SIZES} sizes`,
  sizeName: 'Each size needs a name',
  sizeTwice: 'Each size may be listed once',
  values: 'Each size needs a value for every measurement',
} as const;

export interface SizeGuide {
  category: number;
  unit: SizeGuideUnit;
  /** Column names, e.g. Chest, Waist, Length. */
  measurements: string[];
  /** One row per size; `values` follow `measurements`. */
  rows: { size: string; values: string[] }[];
  note: string;
}

/** POST getSizeGuide {category}: the guide, or null when the category has none. */
export const getSizeGuideBody = z.object({ category: entityId });
export type GetSizeGuideBody = z.input<typeof getSizeGuideBody>;
export interface SizeGuideResponse {
  sizeGuide: SizeGuide | null;
}

const M = SIZE_GUIDE_MESSAGES;

export const setSizeGuideBody = z
  .object({
    category: entityId,
    unit: z.enum(SIZE_GUIDE_UNITS, { error: M.unit }),
    measurements: z
      .array(freeText(30, 'Measurement').min(1, M.measurementName), { error: M.measurements })
      .min(1, M.measurements)
      .max(MAX_GUIDE_MEASUREMENTS, M.measurements),
    rows: z
      .array(
        z.object(
          {
            size: freeText(20, 'Size').min(1, M.sizeName),
            values: z.array(freeText(20, 'Value'), { error: M.values }),
          },
          { error: M.rows },
        ),
        { error: M.rows },
      )
      .min(1, M.rows)
      .max(MAX_GUIDE_SIZES, M.rows),
    note: freeText(500, 'Note').default(''),
  })
  .refine((guide) => guide.rows.every((row) => row.values.length === guide.measurements.length), {
    message: M.values,
  })
  .refine(
    (guide) => new Set(guide.rows.map((row) => row.size.toLowerCase())).size === guide.rows.length,
    { message: M.sizeTwice },
  );
export type SetSizeGuideBody = z.input<typeof setSizeGuideBody>;

export const deleteSizeGuideBody = z.object({ category: entityId });
export type DeleteSizeGuideBody = z.input<typeof deleteSizeGuideBody>;
