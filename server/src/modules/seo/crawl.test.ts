import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import {
  createCategory,
  createCategoryTree,
  createSimpleProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { fetchRaw } from '../../../test/fetch-raw';
import { fixtureClientDist } from '../../../test/seo-support';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { categoryPath } from '../../contracts/storefront-paths';
import { productImages } from '../../db/schema/catalog';
import { createReadCache } from '../../lib/read-cache';
import { createCatalogService } from '../catalog/catalog.service';
import { createSeoService, SITEMAP_CACHE_BYTES, sitemapEntryBytes } from './seo.service';
import { sitemapFile, type SitemapUrl } from './sitemap';

const database = databasePerFile();
const clientDist = fixtureClientDist();

const ORIGIN = 'https://shop.example.in';
// The read cache on, as in production: the sitemap must still follow the vendor's writes.
const app = () =>
  createTestApp(database.db, { clientDist, publicUrl: ORIGIN, readCacheSeconds: 60 });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('keeps crawlers out of private areas and points at the sitemap', async () => {
    const response = await request(app()).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/plain');
    const lines = response.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/vendor', '/cart', '/orders', '/payment', '/profile', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists home, enabled categories and sub-categories, and listable products with lastmod', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    await createCategory(database.db, { name: 'Hidden category', status: 0 });
    const kurta = await createSimpleProduct(database.db, tree, { name: 'Kurta' });
    await createSimpleProduct(database.db, tree, { name: 'Hidden', status: 0 });
    await createSimpleProduct(database.db, tree, { name: 'No price', pricePaise: null });

    const response = await request(app()).get('/sitemap.xml');

    expect(response.status).toBe(200);
    expect(response.type).toBe('application/xml');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const ref = { _id: tree.category.id, categoryName: 'Women', categoryIndex: 0 };
    expect(locs(response.text)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}${categoryPath(ref)}`,
      `${ORIGIN}${categoryPath(ref, tree.sub.id)}`,
      `${ORIGIN}/item/info/${kurta.id}`,
    ]);
    expect(response.text).toContain(
      `<url><loc>${ORIGIN}/item/info/${kurta.id}</loc><lastmod>${kurta.updatedAt.toISOString()}</lastmod></url>`,
    );
  });

  it('when the vendor deletes a product, then the cached sitemap drops it at once', async () => {
    const tree = await createCategoryTree(database.db);
    const belt = await createSimpleProduct(database.db, tree, { name: 'Belt' });
    const vendor = await createVendor(database.db);
    const shop = app();
    expect(locs((await request(shop).get('/sitemap.xml')).text)).toContain(
      `${ORIGIN}/item/info/${belt.id}`,
    );

    const deleted = await request(shop)
      .post('/api/vendor/product/156/deleteProduct')
      .set('Authorization', `Bearer ${vendor.token}`)
      .send({ id: belt.id });
    expect(deleted.status).toBe(200);

    expect(locs((await request(shop).get('/sitemap.xml')).text)).not.toContain(
      `${ORIGIN}/item/info/${belt.id}`,
    );
  });

  it('above the per-file limit, sitemap.xml becomes an index of parts', () => {
    const urls: SitemapUrl[] = Array.from({ length: 7 }, (_, i) => ({
      loc: `${ORIGIN}/item/info/${i + 1}`,
      lastmod: new Date(Date.UTC(2026, 0, i + 1)),
    }));
    const file = (name: string, maxUrls = 3) => sitemapFile(ORIGIN, urls, name, maxUrls);
    const index = file('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    // Each part's lastmod is its latest URL's.
    expect([...index.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1])).toEqual([
      '2026-01-03T00:00:00.000Z',
      '2026-01-06T00:00:00.000Z',
      '2026-01-07T00:00:00.000Z',
    ]);
    expect(locs(file('sitemap-1.xml')!)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/item/info/${n}`));
    expect(locs(file('sitemap-3.xml')!)).toEqual([`${ORIGIN}/item/info/7`]);
    for (const name of ['sitemap-4.xml', 'sitemap-0.xml', 'sitemap-01.xml'])
      expect(file(name)).toBeUndefined();
    // While the URLs fit, sitemap.xml is the one urlset and there are no parts.
    expect(locs(file('sitemap.xml', 7)!)).toHaveLength(7);
    expect(file('sitemap-1.xml', 7)).toBeUndefined();
  });

  it("is kept apart from the shoppers' read cache, and drawn once for each origin", async () => {
    const tree = await createCategoryTree(database.db);
    await createSimpleProduct(database.db, tree, { name: 'Kurta' });
    const shoppers = createReadCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
    const sitemaps = createReadCache({
      ttlMs: 60_000,
      maxBytes: SITEMAP_CACHE_BYTES,
      sizeOf: sitemapEntryBytes,
    });
    const catalog = createCatalogService(database.db, shoppers);
    const seo = createSeoService(
      database.db,
      catalog,
      shoppers,
      { name: 'Vastra', tagline: 'Clothes' },
      sitemaps,
    );
    await catalog.getRawData();
    const shoppersBefore = { size: shoppers.size, bytes: shoppers.bytes };

    const first = await seo.sitemapFile(ORIGIN, 'sitemap.xml');
    expect(locs(first!.text)).toHaveLength(4);
    expect({ size: shoppers.size, bytes: shoppers.bytes }).toEqual(shoppersBefore);

    // Asked again: the file that was drawn, nothing loaded or drawn again.
    const loads = sitemaps.stats().misses;
    expect(await seo.sitemapFile(ORIGIN, 'sitemap.xml')).toBe(first);
    expect(sitemaps.stats().misses).toBe(loads);
    // Another origin draws its own (from the rows read once).
    expect(locs((await seo.sitemapFile('http://other.example', 'sitemap.xml'))!.text)[0]).toBe(
      'http://other.example/',
    );
    expect(sitemaps.stats().misses).toBe(loads + 1);
  });

  it('without PUBLIC_URL, each request gets its own host in the URLs', async () => {
    const shop = createTestApp(database.db, { clientDist, readCacheSeconds: 60 });
    const first = await request(shop).get('/sitemap.xml').set('Host', 'one.example');
    const second = await request(shop).get('/sitemap.xml').set('Host', 'two.example');
    expect(locs(first.text)).toEqual(['http://one.example/']);
    expect(locs(second.text)).toEqual(['http://two.example/']);
  });

  it('goes compressed as the crawler asks, and 304 to one that has it', async () => {
    const tree = await createCategoryTree(database.db);
    // Enough URLs for the file to be worth compressing.
    for (let i = 0; i < 12; i += 1) await createSimpleProduct(database.db, tree, { name: `P${i}` });
    const shop = app();
    const plain = await fetchRaw(shop, '/sitemap.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      // Twice: made at the first request, sent as kept at the second.
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetchRaw(shop, '/sitemap.xml', {
          headers: { 'accept-encoding': encoding },
        });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toMatch(/^application\/xml/);
        expect(answer.headers['cache-control']).toBe('public, max-age=600');
        expect(answer.text).toBe(plain.text);
      }
    }
    const again = await fetchRaw(shop, '/sitemap.xml', {
      headers: { 'if-none-match': plain.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  it('an unknown part is 404', async () => {
    expect((await request(app()).get('/sitemap-9.xml')).status).toBe(404);
  });
});

describe('the link preview image', () => {
  it('is the cover drawn as a 1200×630 JPEG, for listable products only', async () => {
    const tree = await createCategoryTree(database.db);
    const kurta = await createSimpleProduct(database.db, tree, { name: 'Kurta' });
    await database.db
      .update(productImages)
      .set({ url: '/uploads/demo/garment/kurta/b03a2e.svg' })
      .where(eq(productImages.productId, kurta.id));
    const hidden = await createSimpleProduct(database.db, tree, { status: 0 });

    const response = await request(app()).get(`/share/product/${kurta.id}.jpg`);

    expect(response.status).toBe(200);
    expect(response.type).toBe('image/jpeg');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const info = await sharp(response.body as Buffer).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect((await request(app()).get(`/share/product/${hidden.id}.jpg`)).status).toBe(404);
    expect((await request(app()).get('/share/product/abc.jpg')).status).toBe(404);
  });
});

describe('the web app manifest', () => {
  it('names the shop and lists its icons, including a maskable one', async () => {
    const response = await request(app()).get('/manifest.webmanifest');
    expect(response.type).toBe('application/manifest+json');
    const manifest = JSON.parse(response.text) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Vastra',
      short_name: 'Vastra',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#faf7f2',
      background_color: '#faf7f2',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });
});
