import { ACCESSORIES } from './demo-accessories';
import { ETHNIC } from './demo-ethnic';
import { GARMENTS, type GarmentShape, type LayerStyle } from './demo-garments';

/**
 * Demo catalogue images drawn as SVG on the server: no network, no binary dependencies, and the
 * same URL always gives the same picture, so they can be cached forever.
 */
export const GARMENT_SHAPES: Record<string, GarmentShape> = {
  ...GARMENTS,
  ...ETHNIC,
  ...ACCESSORIES,
};
export type GarmentKind = keyof typeof GARMENTS | keyof typeof ETHNIC | keyof typeof ACCESSORIES;
export const GARMENT_KINDS = Object.keys(GARMENT_SHAPES) as GarmentKind[];
export type GarmentView = 'front' | 'back' | 'detail';

/** Colours are six hex digits; nothing else is ever written into the SVG's attributes. */
const HEX = /^[0-9a-f]{6}$/i;

export const garmentImageUrl = (kind: GarmentKind, hex: string, view: GarmentView = 'front') =>
  `/uploads/demo/garment/${kind}/${hex.toLowerCase()}${view === 'front' ? '' : `-${view}`}.svg`;

/** The picture on each category and sub-category tile: a garment and its colour. */
export const DEMO_TILES = {
  men: ['shirt', '2f4a6d'],
  women: ['dress', 'c45b6e'],
  kids: ['tshirt', 'f0b43c'],
  'ethnic-wear': ['kurti', 'a3195b'],
  footwear: ['sneaker', '2e7d6b'],
  accessories: ['bag', 'a8714a'],
  'men-t-shirts': ['tshirt', '1f2a44'],
  'men-shirts': ['shirt', '8cb8dc'],
  'men-jeans': ['jeans', '2d3d5c'],
  'men-jackets': ['jacket', '5b6236'],
  'women-tops': ['top', 'e8b4b8'],
  'women-dresses': ['dress', '6d1f2a'],
  'women-jeans': ['jeans', '7d9cc0'],
  'women-kurtis': ['kurti', '1f7a7a'],
  'kids-t-shirts': ['tshirt', 'd9a21b'],
  'kids-frocks': ['dress', 'b9a7d6'],
  'kids-ethnic': ['kurta', 'c9a23c'],
  'ethnic-kurtas': ['kurta', 'efe6d2'],
  'ethnic-sarees': ['saree', 'b3202a'],
  'ethnic-lehengas': ['lehenga', 'a3195b'],
  'footwear-sneakers': ['sneaker', 'f4f4f0'],
  'footwear-sandals': ['sandal', 'a8714a'],
  'footwear-formal-shoes': ['formal-shoe', '5a3a22'],
  'accessories-bags': ['bag', '36393d'],
  'accessories-belts': ['belt', '5a3a22'],
  'accessories-watches': ['watch', '1f2a44'],
  'accessories-sunglasses': ['sunglasses', '2b2724'],
} as const satisfies Record<string, readonly [GarmentKind, string]>;
export type TileSlug = keyof typeof DEMO_TILES;

export const categoryImageUrl = (slug: TileSlug) => `/uploads/demo/category/${slug}.svg`;

/** Relative luminance 0..1, to pick stitch colours that show on dark and light fabric. */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Mixes a colour towards white by `amount` (0 none, 1 white). */
export function tint(hex: string, amount: number): string {
  const mixed = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${mixed.join('')}`;
}

// Presentation attributes rather than a <style> sheet: a banner holds several garments in
// different colours, and a sheet's class rules would apply to all of them.
const LINE = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
const STYLE_ATTRIBUTES: Record<LayerStyle, (ink: string, fill: string) => string> = {
  s: (ink) => `${LINE} stroke="${ink}" stroke-opacity=".3" stroke-width="3"`,
  d: (ink) =>
    `${LINE} stroke="${ink}" stroke-opacity=".42" stroke-width="2.5" stroke-dasharray="8 7"`,
  h: () => 'fill-opacity=".16"',
  l: () => 'fill="#fff" fill-opacity=".3"',
  m: () => 'fill="#d7dadd" stroke="#8d939a" stroke-width="2"',
  g: () => `${LINE} stroke="#e0bb62" stroke-width="6" stroke-dasharray=".1 11"`,
  G: () => 'fill="#cfa64a"',
  w: () => 'fill="#f8f6f1" stroke="#000" stroke-opacity=".12" stroke-width="2"',
  k: () => 'fill="#2a2623"',
  c: (_ink, fill) => `${LINE} stroke="${fill}" stroke-width="22"`,
};

/**
 * The garment drawing alone (no background), for reuse on tiles and banners; `stitching` false
 * leaves out the dashed stitches, too fine to see at banner scale, to keep banners small.
 */
export function garmentGroup(
  kind: GarmentKind,
  hex: string,
  view: GarmentView = 'front',
  stitching = true,
): string {
  const shape = GARMENT_SHAPES[kind] as GarmentShape;
  if (!HEX.test(hex)) throw new Error(`Not a hex colour: ${hex}`);
  const fill = `#${hex.toLowerCase()}`;
  const chosen = view === 'back' && shape.back !== 'mirror' ? shape.back : shape.front;
  const layers = stitching ? chosen : chosen.filter(([style]) => style !== 'd');
  const ink = luminance(hex) < 0.3 ? '#fff' : '#000';
  const paths = layers
    .map(([style, d]) => `<path ${STYLE_ATTRIBUTES[style](ink, fill)} d="${d}"/>`)
    .join('');
  const mirror = view === 'back' && shape.back === 'mirror';
  return (
    `<g${mirror ? ' transform="matrix(-1 0 0 1 800 0)"' : ''}>` +
    `<path d="${shape.body}" fill="${fill}" stroke="#000" stroke-opacity=".14" stroke-width="2"/>` +
    `<path d="${shape.body}" fill="url(#sh)"/>${paths}</g>`
  );
}

/** Light from the left, shadow on the right, so flat fills read as fabric. */
export const SHADE_GRADIENT =
  '<linearGradient id="sh"><stop offset="0" stop-color="#fff" stop-opacity=".16"/>' +
  '<stop offset=".45" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>';

const svgOpen = (viewBox: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="800" height="800">`;

/** Side of the detail view's crop: about a 2× close-up. */
const ZOOM = 380;

/**
 * Low objects (shoes, belts, glasses) fill little of their height: they are placed around their
 * own middle, as large as the 4:5 frames that show every square picture allow (a tenth is cut
 * off each side).
 */
const LOW_SCALE = 0.92;

function placement(shape: GarmentShape, clothesScale: number) {
  const low = (shape.floor ?? 800) < 600;
  const scale = low ? LOW_SCALE : clothesScale;
  const centreY = low ? shape.zoom[1] : 400;
  const at = (x: number, y: number) => [400 + (x - 400) * scale, 400 + (y - centreY) * scale];
  return { scale, at, transform: `translate(${at(0, 0).join(' ')}) scale(${scale})` };
}

/** A product photo stand-in: the garment on a soft studio background. */
export function renderGarment(kind: GarmentKind, hex: string, view: GarmentView = 'front'): string {
  const shape = GARMENT_SHAPES[kind] as GarmentShape;
  const { at, transform } = placement(shape, 1);
  const [cx = 400, cy = 400] = at(...shape.zoom);
  const [x, y, size] = view === 'detail' ? [cx - ZOOM / 2, cy - ZOOM / 2, ZOOM] : [0, 0, 800];
  const background = luminance(hex) > 0.75 ? '#e6e1d9' : '#f1ede7';
  return (
    `${svgOpen(`${x} ${y} ${size} ${size}`)}<defs>${SHADE_GRADIENT}</defs>` +
    `<rect width="800" height="800" fill="${background}"/>` +
    `<circle cx="400" cy="390" r="330" fill="#fff" opacity=".45"/><g transform="${transform}">` +
    `<ellipse cx="400" cy="${shape.floor ?? 730}" rx="240" ry="14" fill="#000" opacity=".08"/>` +
    `${garmentGroup(kind, hex, view)}</g></svg>`
  );
}

/**
 * A category tile: the garment in the category's colour on a tint of it.
 */
export function renderCategoryTile(slug: TileSlug): string {
  const [kind, hex] = DEMO_TILES[slug];
  const { transform } = placement(GARMENT_SHAPES[kind] as GarmentShape, 0.85);
  const light = luminance(hex) > 0.75;
  return (
    `${svgOpen('0 0 800 800')}<defs>${SHADE_GRADIENT}</defs>` +
    `<rect width="800" height="800" fill="${light ? '#ebe5db' : tint(hex, 0.86)}"/>` +
    `<circle cx="400" cy="400" r="310" fill="${light ? '#ddd5c8' : tint(hex, 0.72)}"/>` +
    `<g transform="${transform}">${garmentGroup(kind, hex)}</g></svg>`
  );
}
