import { z } from 'zod';

/**
 * Where the shop delivers (the owner's list of pincodes and prefixes) and the product page's
 * "Check delivery" under /api/vendor/general/156.
 */

export const PINCODE_DIGITS = 'Pincode must be 6 digits';
export const AREA_DIGITS = 'Each pincode or prefix must be 1 to 6 digits';
export const AREA_TWICE = 'Each pincode or prefix may be listed once';
export const MAX_DELIVERY_AREAS = 2_000;

export const DELIVERY_MESSAGES = {
  notServed: (pincode: string) => `Sorry, we do not deliver to pincode ${pincode} yet`,
  noCodHere: (pincode: string) =>
    `Cash on delivery is not available for pincode ${pincode}, please pay online`,
} as const;

export const pincode = z
  .string({ error: PINCODE_DIGITS })
  .trim()
  .regex(/^\d{6}$/, PINCODE_DIGITS);

/** POST checkPincode {pincode} (public). */
export const checkPincodeBody = z.object({ pincode });
export type CheckPincodeBody = z.input<typeof checkPincodeBody>;
export interface PincodeCheck {
  pincode: string;
  /** Whether the shop delivers there. */
  delivery: boolean;
  /** Whether cash on delivery can be chosen there (also off while the owner has COD off). */
  cod: boolean;
}

export interface DeliveryArea {
  /** A whole pincode or its leading digits; the longest matching entry decides. */
  prefix: string;
  cod: boolean;
}
export interface DeliveryAreasResponse {
  areas: DeliveryArea[];
}

const area = z.object(
  {
    prefix: z
      .string({ error: AREA_DIGITS })
      .trim()
      .regex(/^\d{1,6}$/, AREA_DIGITS),
    cod: z.boolean({ error: 'cod must be true or false' }),
  },
  { error: AREA_DIGITS },
);

/** POST setDeliveryAreas {areas} (vendor): replaces the whole list; [] delivers everywhere. */
export const setDeliveryAreasBody = z.object({
  areas: z
    .array(area, { error: 'areas must be a list' })
    .max(MAX_DELIVERY_AREAS, `At most ${MAX_DELIVERY_AREAS} pincodes or prefixes`)
    .refine((list) => new Set(list.map((a) => a.prefix)).size === list.length, AREA_TWICE),
});
export type SetDeliveryAreasBody = z.input<typeof setDeliveryAreasBody>;
