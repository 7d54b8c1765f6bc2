import type { AttributeSummary, ProductVariant } from '@contracts/products';

/** vendor.md §5, in the spec's spelling (the server uses the same words). */
export const NO_VARIATION_CHOSEN = 'please select atleast one attribute of variation . . .';
export const exactVariations = (count: number) => `please select all variation( exact ${count} )`;
export const VARIANTS_LOCKED =
  "You can't make changes after making varients otherwise delete your all varients. Because all varient must have equal no. of variations";
export const NO_VARIANT = 'No Varient. Add New varient Now';

/** One value per selected attribute, by attribute id ('' = not chosen). */
export type VariationChoices = Record<number, string>;

/** Why the chosen variation cannot become a variant yet, or null. */
export function variationProblem(selected: number[], choices: VariationChoices): string | null {
  const chosen = selected.filter((id) => choices[id]);
  if (chosen.length === 0) return NO_VARIATION_CHOSEN;
  if (chosen.length !== selected.length) return exactVariations(selected.length);
  return null;
}

/** "Size: M · Colour: Navy": a variant named by its attribute values. */
export function variantLabel(variant: ProductVariant, attributes: AttributeSummary[]): string {
  return variant.varienteAttributes
    .map(({ attr_id, value }) => {
      const name = attributes.find((attribute) => attribute._id === attr_id)?.attribute;
      return name ? `${name}: ${value}` : value;
    })
    .join(' · ');
}
