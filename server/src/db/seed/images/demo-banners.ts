import { garmentGroup, SHADE_GRADIENT, tint, type GarmentKind } from './demo-images';

/** The home page's demo banners: an editorial headline beside two garments. */
interface Banner {
  eyebrow: string;
  headline: string;
  offer: string;
  cta: string;
  /** Background, text and accent colours. */
  colours: { bg: string; text: string; accent: string };
  garments: readonly [readonly [GarmentKind, string], readonly [GarmentKind, string]];
  /** 'stack' puts low objects (shoes) one above the other instead of side by side. */
  layout?: 'stack';
}

export const DEMO_BANNERS = {
  'festive-edit': {
    eyebrow: 'NEW SEASON · ETHNIC WEAR',
    headline: 'Festive Edit',
    offer: 'Up to 40% off kurtas, sarees & lehengas',
    cta: 'Shop the edit',
    colours: { bg: '#5e1a2b', text: '#fbf3e6', accent: '#e0bb62' },
    garments: [
      ['kurti', 'e0a73a'],
      ['lehenga', 'f2b694'],
    ],
  },
  'sneaker-drop': {
    eyebrow: 'FOOTWEAR · JUST DROPPED',
    headline: 'Fresh Kicks',
    offer: 'New-season sneakers from ₹1,499',
    cta: 'Shop sneakers',
    colours: { bg: '#1e4d3a', text: '#f4f1ea', accent: '#f0b43c' },
    garments: [
      ['sneaker', 'f4f4f0'],
      ['sneaker', 'f0b43c'],
    ],
    layout: 'stack',
  },
  'denim-days': {
    eyebrow: 'MEN · WOMEN',
    headline: 'Denim Days',
    offer: 'Flat 30% off jeans & jackets',
    cta: 'Shop denim',
    colours: { bg: '#dde6ef', text: '#1b2740', accent: '#b5512b' },
    garments: [
      ['jacket', '7d9cc0'],
      ['jeans', '2d3d5c'],
    ],
  },
} as const satisfies Record<string, Banner>;

export type BannerName = keyof typeof DEMO_BANNERS;
export type BannerFormat = 'desktop' | 'mobile';

export const bannerImageUrl = (name: BannerName, format: BannerFormat) =>
  `/uploads/demo/banner/${name}-${format}.svg`;

const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const SERIF = "Georgia,'Times New Roman',serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text block: eyebrow, headline, offer and a call-to-action pill, left-aligned at x. */
function copy(banner: Banner, x: number, y: number, scale: number): string {
  const { text, accent, bg } = banner.colours;
  const size = (n: number) => Math.round(n * scale);
  const ctaWidth = size(banner.cta.length * 15 + 88);
  return (
    `<text x="${x}" y="${y}" fill="${accent}" font-family="${SANS}" font-size="${size(24)}" ` +
    `font-weight="700" letter-spacing="${size(5)}">${escapeXml(banner.eyebrow)}</text>` +
    `<text x="${x - 4}" y="${y + size(118)}" fill="${text}" font-family="${SERIF}" ` +
    `font-size="${size(112)}">${escapeXml(banner.headline)}</text>` +
    `<text x="${x}" y="${y + size(180)}" fill="${text}" fill-opacity=".86" font-family="${SANS}" ` +
    `font-size="${size(32)}">${escapeXml(banner.offer)}</text>` +
    `<rect x="${x}" y="${y + size(224)}" width="${ctaWidth}" height="${size(68)}" ` +
    `rx="${size(34)}" fill="${accent}"/>` +
    `<text x="${x + ctaWidth / 2}" y="${y + size(268)}" text-anchor="middle" fill="${bg}" ` +
    `font-family="${SANS}" font-size="${size(26)}" font-weight="700">` +
    `${escapeXml(banner.cta)} →</text>`
  );
}

/** Two garments on a soft disc; the second overlaps the first like a styled flat-lay. */
function artwork(banner: Banner, x: number, y: number, scale: number): string {
  const [[kindA, hexA], [kindB, hexB]] = banner.garments;
  const ring = tint(banner.colours.bg.slice(1), 0.14);
  const disc = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ring}"/>`;
  const unit = 400 * scale;
  type Offset = readonly [number, number];
  const [a, b]: readonly [Offset, Offset] =
    banner.layout === 'stack'
      ? [
          [-0.1, 0.4],
          [0.55, -0.3],
        ]
      : [
          [-0.15, 0.05],
          [0.75, 0.15],
        ];
  return (
    `<g transform="translate(${x} ${y})">${disc(unit * 1.1, unit, unit * 0.95)}` +
    `<circle cx="${unit * 1.95}" cy="${unit * 0.3}" r="${unit * 0.16}" fill="none" ` +
    `stroke="${banner.colours.accent}" stroke-width="3"/>` +
    `<g transform="translate(${unit * a[0]} ${unit * a[1]}) scale(${scale})">` +
    `${garmentGroup(kindA, hexA, 'front', false)}</g>` +
    `<g transform="translate(${unit * b[0]} ${unit * b[1]}) scale(${scale * 0.92})">` +
    `${garmentGroup(kindB, hexB, kindA === kindB ? 'back' : 'front', false)}</g></g>`
  );
}

/** A home-page banner: 1920×640 for desktop, 800×1000 for phones. */
export function renderBanner(name: BannerName, format: BannerFormat): string {
  const banner: Banner = DEMO_BANNERS[name];
  const [width, height] = format === 'desktop' ? [1920, 640] : [800, 1000];
  const body =
    format === 'desktop'
      ? `${artwork(banner, 1060, 30, 0.76)}${copy(banner, 150, 170, 1)}`
      : `${artwork(banner, 60, 40, 0.62)}${copy(banner, 60, 610, 0.86)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}"><defs>${SHADE_GRADIENT}</defs>` +
    `<rect width="${width}" height="${height}" fill="${banner.colours.bg}"/>${body}</svg>`
  );
}
