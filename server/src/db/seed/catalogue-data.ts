import type { GarmentKind, TileSlug } from './images/demo-images';

/**
 * The demo catalogue's vocabulary: category tree, attributes, colours and brands. The products
 * themselves live in one file per category (catalogue-men.ts, ...).
 */
export interface SubCategorySeed {
  name: string;
  slug: TileSlug;
  /** 0 disabled: the shop hides it and its products, so the visibility rules can be seen. */
  status?: 0;
}

export interface CategorySeed {
  name: string;
  slug: TileSlug;
  subs: SubCategorySeed[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Men',
    slug: 'men',
    subs: [
      { name: 'T-Shirts', slug: 'men-t-shirts' },
      { name: 'Shirts', slug: 'men-shirts' },
      { name: 'Jeans', slug: 'men-jeans' },
      { name: 'Jackets & Hoodies', slug: 'men-jackets' },
    ],
  },
  {
    name: 'Women',
    slug: 'women',
    subs: [
      { name: 'Tops', slug: 'women-tops' },
      { name: 'Dresses', slug: 'women-dresses' },
      { name: 'Jeans & Skirts', slug: 'women-jeans' },
      { name: 'Kurtis', slug: 'women-kurtis' },
    ],
  },
  {
    name: 'Kids',
    slug: 'kids',
    subs: [
      { name: 'T-Shirts & Shorts', slug: 'kids-t-shirts' },
      { name: 'Frocks', slug: 'kids-frocks' },
      { name: 'Ethnic Sets', slug: 'kids-ethnic' },
    ],
  },
  {
    name: 'Ethnic Wear',
    slug: 'ethnic-wear',
    subs: [
      { name: 'Kurtas', slug: 'ethnic-kurtas' },
      { name: 'Sarees', slug: 'ethnic-sarees' },
      { name: 'Lehengas', slug: 'ethnic-lehengas' },
    ],
  },
  {
    name: 'Footwear',
    slug: 'footwear',
    subs: [
      { name: 'Sneakers', slug: 'footwear-sneakers' },
      { name: 'Sandals', slug: 'footwear-sandals' },
      { name: 'Formal Shoes', slug: 'footwear-formal-shoes' },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    subs: [
      { name: 'Bags', slug: 'accessories-bags' },
      { name: 'Belts', slug: 'accessories-belts' },
      { name: 'Watches', slug: 'accessories-watches' },
      { name: 'Sunglasses', slug: 'accessories-sunglasses', status: 0 },
    ],
  },
];

/** Size-like attributes, each with its values in display order. */
export const SIZE_ATTRIBUTES = {
  Size: ['S', 'M', 'L', 'XL', 'XXL'],
  Waist: ['28', '30', '32', '34', '36'],
  Age: ['2-3 Y', '4-5 Y', '6-7 Y', '8-9 Y', '10-11 Y'],
  'Shoe Size': ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
} as const;
export type SizeAttribute = keyof typeof SIZE_ATTRIBUTES;

/** Colour names shoppers pick from, and the shade the demo images are drawn in. */
export const COLOURS = {
  Black: '1f1f1f',
  White: 'f4f4f0',
  Navy: '1f2a44',
  Olive: '5b6236',
  Maroon: '6d1f2a',
  Mustard: 'd9a21b',
  Beige: 'd8c3a5',
  'Grey Melange': '9a9a9a',
  'Sky Blue': '8cb8dc',
  Indigo: '2e3a6e',
  'Bottle Green': '1e4d3a',
  Rust: 'b5512b',
  Blush: 'e8b4b8',
  Lavender: 'b9a7d6',
  Teal: '1f7a7a',
  Red: 'b3202a',
  'Royal Blue': '2a4fa8',
  Charcoal: '36393d',
  'Light Wash': '7d9cc0',
  'Dark Wash': '2d3d5c',
  Tan: 'a8714a',
  Brown: '5a3a22',
  Cream: 'efe6d2',
  Peach: 'f2b694',
  Mint: 'a8d8c0',
  Magenta: 'a3195b',
  Gold: 'c9a23c',
} as const;
export type ColourName = keyof typeof COLOURS;
export const COLOUR_NAMES = Object.keys(COLOURS) as ColourName[];

interface TemplateBase {
  name: string;
  brand: string;
  sub: TileSlug;
  kind: GarmentKind;
  short: string;
  description: string;
  /** Comma-separated, with the spellings shoppers type ("tshirt, t-shirt, tee"). */
  keywords: string;
  /** Rupees; the MRP is the crossed-out price above it. */
  price: number;
  mrp: number;
  /** "Label: value" lines, the product's or each variant's detail pairs. */
  details: readonly string[];
  hidden?: true;
}

/** A product with variants: every size × colour combination. */
export interface VariableTemplate extends TemplateBase {
  colours: readonly ColourName[];
  sizes?: SizeAttribute;
  /** Every variant at stock 0. */
  soldOut?: true;
}

/** A simple product: one price and one stock, in one colour. */
export interface SimpleTemplate extends TemplateBase {
  colour: ColourName;
  stock: number;
}

export type ProductTemplate = VariableTemplate | SimpleTemplate;

export const isSimple = (template: ProductTemplate): template is SimpleTemplate =>
  'colour' in template;

/** Invented labels (not real trademarks), reused by the generated catalogue. */
export const BRANDS = [
  'Roadster & Co',
  'Urban Loom',
  'Jaipur Threads',
  'Kashi Weaves',
  'Monsoon Street',
  'Indigo Yard',
  'Bombay Basics',
  'Coastline',
  'Saffron Lane',
  'Northbound',
  'Little Lotus',
  'Stride Lab',
  'Heritage Hide',
  'Timekeep',
] as const;

/** Suffixes that turn a template into a believable sibling product in the large catalogue. */
export const EDITIONS = [
  'Essentials',
  'Summer Edit',
  'Monsoon Edit',
  'Festive Edit',
  'Signature',
  'Limited Edition',
  'Everyday',
  'Premium',
  'Classic Fit',
  'Weekend',
] as const;
