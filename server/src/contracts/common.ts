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
