import { z } from 'zod';
import { LINK_INVALID, linkTarget } from './links';
import { entityId, freeText, imageUrl } from './vendor-fields';

/**
 * The vendor's slider calls under /api/vendor/general/156 (vendor token). Each answers
 * {finalData: {mainSlider}} (`SliderWriteResponse`; GET getSlider answers {finalData: list}).
 */

export const SLIDER_FIELDS_REQUIRED = 'Plese Fill all Fields';
export const TWO_IMAGES_REQUIRED = 'Please select two images';

/**
 * A page of the shop ("/c/men/t-shirts", resolving to the shop's own origin) or an https
 * address; never javascript:, "//host" or "/\host" (which browsers open as another site).
 */
const link = z
  .string({ error: SLIDER_FIELDS_REQUIRED })
  .trim()
  .min(1, SLIDER_FIELDS_REQUIRED)
  .max(500, 'Link is too long')
  .refine((value) => linkTarget(value) !== null, LINK_INVALID);

/** [desktop image, mobile image]: exactly two urls from the upload endpoint. */
const images = z.array(imageUrl, { error: TWO_IMAGES_REQUIRED }).length(2, TWO_IMAGES_REQUIRED);

const sliderFields = { name: freeText(100, 'Name').default(''), link, img: images };

/** POST insertSlider {name, link, img}: the new slider goes last. */
export const insertSliderBody = z.object(sliderFields);
export type InsertSliderBody = z.input<typeof insertSliderBody>;

/** POST updateSlider {index, name, link, img}: `index` is the slider's id (`_id` in getSlider). */
export const updateSliderBody = z.object({ index: entityId, ...sliderFields });
export type UpdateSliderBody = z.input<typeof updateSliderBody>;

/** POST deleteSlider {index}: `index` is the slider's id. */
export const deleteSliderBody = z.object({ index: entityId });
export type DeleteSliderBody = z.input<typeof deleteSliderBody>;
