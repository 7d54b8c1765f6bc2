import { LINK_INVALID, linkTarget } from '@contracts/links';
/** vendor.md §5, in the spec's spelling (the server answers the same words). */
export const SLIDER_FIELDS_REQUIRED = 'Plese Fill all Fields';
export const TWO_IMAGES_REQUIRED = 'Please select two images';
export { LINK_INVALID };
export const NO_SLIDER = 'No Slider Available';

export interface SliderDraft {
  name: string;
  link: string;
  /** Whether each slot has an image: a newly chosen file or the one the slider has. */
  hasDesktop: boolean;
  hasMobile: boolean;
}

/** Why the slider cannot be saved yet, or null: fields first, then exactly two images. */
export function sliderProblem(draft: SliderDraft): string | null {
  const link = draft.link.trim();
  if (!draft.name.trim() || !link) return SLIDER_FIELDS_REQUIRED;
  if (!draft.hasDesktop || !draft.hasMobile) return TWO_IMAGES_REQUIRED;
  if (linkTarget(link, location.origin) === null) return LINK_INVALID;
  return null;
}
