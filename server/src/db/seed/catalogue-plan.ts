import { garmentImageUrl, type GarmentKind, type TileSlug } from './images/demo-images';
import type { DetailPair } from '../schema/columns';
import {
  COLOURS,
  isSimple,
  SIZE_ATTRIBUTES,
  type ColourName,
  type ProductTemplate,
  type SizeAttribute,
} from './catalogue-data';
import { ACCESSORIES } from './catalogue-accessories';
import { ETHNIC } from './catalogue-ethnic';
import { FOOTWEAR } from './catalogue-footwear';
import { KIDS } from './catalogue-kids';
import { MEN } from './catalogue-men';
import { MEN_JEANS_JACKETS } from './catalogue-men-jeans-jackets';
import { WOMEN } from './catalogue-women';

/**
 * Turns a product template into the rows to insert (in memory, deterministically). The
 * hand-written catalogue is planned here; generated siblings in catalogue-siblings.ts.
 */
export interface PlannedVariant {
  /** [attribute name, value] in the product's attribute order. */
  values: [string, string][];
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  details: DetailPair[];
  images: string[];
}

export interface PlannedProduct {
  sub: TileSlug;
  name: string;
  brand: string;
  shortDescription: string;
  description: string;
  keywords: string;
  status: 0 | 1;
  cover: string;
  /** Simple products only: price, stock, details and their own gallery. */
  simple?: { pricePaise: number; mrpPaise: number; stock: number; details: DetailPair[] };
  gallery: string[];
  attributes: string[];
  variants: PlannedVariant[];
}

/** Templates taken round-robin across categories, so any prefix covers the whole shop. */
export const TEMPLATES: ProductTemplate[] = (() => {
  const groups = [[...MEN, ...MEN_JEANS_JACKETS], WOMEN, KIDS, ETHNIC, FOOTWEAR, ACCESSORIES];
  const longest = Math.max(...groups.map((g) => g.length));
  return Array.from({ length: longest }, (_, i) => groups.flatMap((g) => g[i] ?? [])).flat();
})();

export const paise = (rupees: number) => rupees * 100;

/** "Fabric: 100% Cotton" → ["Fabric", "100% Cotton"]. */
const detailPairs = (lines: readonly string[]): DetailPair[] =>
  lines.map((line) => {
    const at = line.indexOf(': ');
    return [line.slice(0, at), line.slice(at + 2)];
  });

/** Bigger sizes cost a little more, as they do in real shops; shoe sizes do not. */
function sizeUplift(attribute: SizeAttribute, index: number): number {
  if (attribute === 'Age') return index * 40;
  if (attribute === 'Size' || attribute === 'Waist') return index >= 4 ? 100 : 0;
  return 0;
}

function gallery(kind: GarmentKind, colour: ColourName, full: boolean): string[] {
  const hex = COLOURS[colour];
  const views = full ? (['front', 'back', 'detail'] as const) : (['front', 'back'] as const);
  return views.map((view) => garmentImageUrl(kind, hex, view));
}

/** What varies between a template and its generated siblings. */
export interface ProductShape {
  price: number;
  mrp: number;
  colours: readonly ColourName[];
  sizes: readonly string[];
  soldOut: boolean;
  fullGallery: boolean;
}

function variantsOf(
  template: ProductTemplate & { sizes?: SizeAttribute },
  shape: ProductShape,
  rng: () => number,
) {
  const sizeAttribute = template.sizes;
  const details = detailPairs(template.details);
  const variants: PlannedVariant[] = [];
  for (const colour of shape.colours) {
    const sizes = sizeAttribute ? shape.sizes : [undefined];
    for (const size of sizes) {
      const index =
        size && sizeAttribute
          ? (SIZE_ATTRIBUTES[sizeAttribute] as readonly string[]).indexOf(size)
          : 0;
      const uplift = sizeAttribute ? sizeUplift(sizeAttribute, index) : 0;
      const values: [string, string][] = [['Colour', colour]];
      if (size && sizeAttribute) values.unshift([sizeAttribute, size]);
      variants.push({
        values,
        pricePaise: paise(shape.price + uplift),
        mrpPaise: paise(shape.mrp + uplift),
        // About one variant in eight is sold out, as on any real shelf.
        stock: shape.soldOut || rng() < 0.12 ? 0 : 2 + Math.floor(rng() * 58),
        details,
        images: gallery(template.kind, colour, shape.fullGallery),
      });
    }
  }
  return variants;
}

export function planProduct(
  template: ProductTemplate,
  rng: () => number,
  shape: ProductShape,
  extra?: { name: string; brand: string; hidden: boolean },
): PlannedProduct {
  const cover = garmentImageUrl(template.kind, COLOURS[shape.colours[0] ?? 'Black']);
  const base = {
    sub: template.sub,
    name: extra?.name ?? template.name,
    brand: extra?.brand ?? template.brand,
    shortDescription: template.short,
    description: template.description,
    keywords: template.keywords,
    status: (extra ? extra.hidden : template.hidden) ? 0 : 1,
    cover,
  } as const;
  if (isSimple(template)) {
    const stock = extra ? (rng() < 0.1 ? 0 : 5 + Math.floor(rng() * 60)) : template.stock;
    return {
      ...base,
      simple: {
        pricePaise: paise(shape.price),
        mrpPaise: paise(shape.mrp),
        stock,
        details: detailPairs(template.details),
      },
      gallery: gallery(template.kind, template.colour, true),
      attributes: [],
      variants: [],
    };
  }
  const attributes = template.sizes ? [template.sizes, 'Colour'] : ['Colour'];
  return { ...base, gallery: [], attributes, variants: variantsOf(template, shape, rng) };
}

/** The hand-written product exactly as written. */
export function planTemplate(template: ProductTemplate, rng: () => number): PlannedProduct {
  const colours = isSimple(template) ? [template.colour] : template.colours;
  const sizes = !isSimple(template) && template.sizes ? SIZE_ATTRIBUTES[template.sizes] : [];
  const soldOut = !isSimple(template) && template.soldOut === true;
  return planProduct(template, rng, {
    price: template.price,
    mrp: template.mrp,
    colours,
    sizes,
    soldOut,
    fullGallery: true,
  });
}
