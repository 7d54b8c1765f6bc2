import type { TileSlug } from './images/demo-images';
import {
  BRANDS,
  COLOUR_NAMES,
  EDITIONS,
  isSimple,
  SIZE_ATTRIBUTES,
  type ProductTemplate,
} from './catalogue-data';
import { planProduct, planTemplate, TEMPLATES, type PlannedProduct } from './catalogue-plan';
import { pick, rngFor, shuffled } from './prng';

/** Shop prices end in 9: ₹1,299, ₹849. */
const retailPrice = (rupees: number) => Math.max(99, Math.round(rupees / 50) * 50 - 1);

/** A sibling's sizes and colours: 3–5 consecutive sizes × enough colours for 4–12 variants. */
function siblingOptions(template: ProductTemplate, rng: () => number) {
  if (isSimple(template)) return { colours: [template.colour], sizes: [] };
  const allSizes: readonly string[] = template.sizes ? SIZE_ATTRIBUTES[template.sizes] : [];
  const sizeCount = allSizes.length ? 3 + Math.floor(rng() * 3) : 1;
  const start = Math.floor(rng() * (allSizes.length - sizeCount + 1));
  const colourCount = allSizes.length
    ? Math.min(
        Math.max(2 + Math.floor(rng() * 3), Math.ceil(4 / sizeCount)),
        Math.floor(12 / sizeCount),
      )
    : 4 + Math.floor(rng() * 5);
  // The template's own colours mixed with a few others, shuffled so siblings' covers differ.
  const extras = shuffled(COLOUR_NAMES, rng).slice(0, colourCount);
  const colours = shuffled([...new Set([...template.colours, ...extras])], rng).slice(
    0,
    colourCount,
  );
  return { colours, sizes: allSizes.slice(start, start + sizeCount) };
}

/** A generated sibling of a template: another edition, brand, price and set of variants. */
function planSibling(
  template: ProductTemplate,
  rng: () => number,
  brands: readonly string[],
): PlannedProduct {
  const price = retailPrice(template.price * (0.75 + rng() * 0.75));
  const mrp = Math.max(price + 100, retailPrice(price * (1.4 + rng() * 0.6)));
  const { colours, sizes } = siblingOptions(template, rng);
  const edition = rng() < 0.3 ? `${colours[0]} Edition` : pick(rng, EDITIONS);
  const shape = { price, mrp, colours, sizes, soldOut: rng() < 0.03, fullGallery: false };
  return planProduct(template, rng, shape, {
    name: `${template.name} — ${edition}`,
    brand: rng() < 0.5 ? template.brand : pick(rng, brands),
    hidden: rng() < 0.01,
  });
}

/** Brands that already sell in each sub-category, so generated names stay believable. */
const brandsBySub = (() => {
  const map = new Map<TileSlug, string[]>();
  for (const t of TEMPLATES) map.set(t.sub, [...new Set([...(map.get(t.sub) ?? []), t.brand])]);
  return map;
})();

/** Plans `count` products: the templates first, then generated siblings round-robin. */
export function planCatalogue(count: number, seed: number): PlannedProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length] as ProductTemplate;
    const rng = rngFor(seed, i);
    if (i < TEMPLATES.length) return planTemplate(template, rng);
    return planSibling(template, rng, brandsBySub.get(template.sub) ?? BRANDS);
  });
}
