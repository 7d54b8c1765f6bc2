import express from 'express';
import request from 'supertest';
import { DEMO_BANNERS, bannerImageUrl, type BannerName } from './demo-banners';
import {
  DEMO_TILES,
  GARMENT_SHAPES,
  GARMENT_KINDS,
  categoryImageUrl,
  garmentImageUrl,
  renderCategoryTile,
  renderGarment,
  type TileSlug,
} from './demo-images';
import { demoImageRoutes } from './demo-images.routes';

const app = express().use('/uploads/demo', demoImageRoutes());
const MAX_BYTES = 4096;

describe('demo images', () => {
  test('when a garment is asked for, then an SVG comes back with long-lived caching and a locked-down CSP', async () => {
    const response = await request(app).get('/uploads/demo/garment/tshirt/1f2a44.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const body = response.body instanceof Buffer ? response.body.toString() : response.text;
    expect(body.startsWith('<svg')).toBe(true);
    expect(body).toContain('fill="#1f2a44"');
  });

  test('when every garment is drawn in every view, then each is a small SVG and the views differ', async () => {
    for (const kind of GARMENT_KINDS) {
      const views = await Promise.all(
        (['front', 'back', 'detail'] as const).map((view) =>
          request(app)
            .get(garmentImageUrl(kind, 'B3202A', view))
            .buffer(true),
        ),
      );
      const texts = views.map((v) => String(v.body instanceof Buffer ? v.body : v.text));
      for (const v of views) expect(v.status).toBe(200);
      for (const text of texts) expect(text.length).toBeLessThan(MAX_BYTES);
      expect(new Set(texts).size).toBe(3);
    }
  });

  test('when the same garment URL is asked twice, then the picture is identical', async () => {
    const url = garmentImageUrl('kurta', 'efe6d2', 'back');
    const [a, b] = await Promise.all([request(app).get(url), request(app).get(url)]);
    expect(a.body).toEqual(b.body);
  });

  test('when category tiles and banners are asked for, then each is a small SVG', async () => {
    const urls = [
      ...(Object.keys(DEMO_TILES) as TileSlug[]).map(categoryImageUrl),
      ...(Object.keys(DEMO_BANNERS) as BannerName[]).flatMap((name) => [
        bannerImageUrl(name, 'desktop'),
        bannerImageUrl(name, 'mobile'),
      ]),
    ];
    for (const url of urls) {
      const response = await request(app).get(url).buffer(true);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(String(response.body).length).toBeLessThan(MAX_BYTES);
    }
  });

  test.each([
    '/uploads/demo/garment/spaceship/1f2a44.svg',
    '/uploads/demo/garment/toString/1f2a44.svg',
    '/uploads/demo/garment/tshirt/1f2a4.svg',
    '/uploads/demo/garment/tshirt/zzzzzz.svg',
    '/uploads/demo/garment/tshirt/1f2a44-side.svg',
    '/uploads/demo/garment/tshirt/1f2a44.png',
    '/uploads/demo/garment/tshirt/1f2a44.svg%3Cscript%3E',
    '/uploads/demo/category/constructor.svg',
    '/uploads/demo/category/shoes.svg',
    '/uploads/demo/banner/festive-edit-tablet.svg',
    '/uploads/demo/banner/summer-sale-desktop.svg',
    '/uploads/demo/nothing-here',
  ])('when %s is asked for, then it is a 404', async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/svg/);
  });

  test('when a tile or a product picture is shown at 4:5, then its object stays inside the visible middle', () => {
    const tiles = (Object.keys(DEMO_TILES) as TileSlug[]).map((slug) => ({
      name: slug,
      kind: DEMO_TILES[slug][0],
      svg: renderCategoryTile(slug),
    }));
    const pictures = GARMENT_KINDS.map((kind) => ({
      name: kind,
      kind,
      svg: renderGarment(kind, '2e7d6b'),
    }));
    for (const { name, kind, svg } of [...tiles, ...pictures]) {
      const [, tx, scale] = /translate\(([-\d.]+) [-\d.]+\) scale\(([\d.]+)\)/
        .exec(svg)!
        .map(Number) as [number, number, number];
      const xs = bodyXs(GARMENT_SHAPES[kind]!.body).map((x) => tx + x * scale);
      // 800 wide shown 640 wide: 80 px cut on each side.
      expect({ name, left: Math.min(...xs) >= 80, right: Math.max(...xs) <= 720 }).toEqual({
        name,
        left: true,
        right: true,
      });
    }
  });
});

/** The x of every point of an absolute M/L/Q/H/V/Z path. */
function bodyXs(path: string): number[] {
  const xs: number[] = [];
  for (const [, command, args] of path.matchAll(/([MLQHVZ])([^MLQHVZ]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'H') xs.push(...numbers);
    else if (command !== 'V' && command !== 'Z') xs.push(...numbers.filter((_, i) => i % 2 === 0));
  }
  return xs;
}
