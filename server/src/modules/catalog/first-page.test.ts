import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { fetchRaw } from '../../../test/fetch-raw';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { PRIMED_DATA_ID, primedKey, type PrimedResponse } from '../../contracts/primed';
import { productImages, products } from '../../db/schema/catalog';
import { createSharedState } from '../../lib/shared-state';
import { createLogger } from '../../lib/logger';
import { sliders } from '../../db/schema/content';
import { eq, sql } from 'drizzle-orm';

let database: TestDatabase;
let clientDist: string;
beforeAll(async () => {
  database = await createTestDatabase();
  clientDist = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  mkdirSync(path.join(clientDist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(clientDist, 'index.html'),
    // The build also preloads the app's start-up chunk, reached from the entry by import().
    '<html><head><title>__SHOP_NAME__</title><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/start-app-1.js"><link rel="stylesheet" crossorigin href="/assets/start-app-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(clientDist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_api-1.js'] },
      '_api-1.js': { file: 'assets/api-1.js' },
      '_grid-1.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'] },
      'src/app/start-app.ts': { file: 'assets/start-app-1.js', css: ['assets/start-app-1.css'] },
      'src/features/catalog/category-page.tsx': {
        file: 'assets/category-page-1.js',
        imports: ['index.html', '_api-1.js', '_grid-1.js'],
        css: ['assets/category-page-1.css'],
      },
      'src/features/catalog/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['index.html', '_api-1.js', 'src/app/start-app.ts'],
        css: ['assets/home-page-1.css'],
      },
    }),
  );
});
afterAll(async () => {
  await database.close();
  rmSync(clientDist, { recursive: true, force: true });
});
beforeEach(() => database.reset());

const app = () => createTestApp(database.db, { clientDist });
const P = '/api/vendor/product/156';

function primedIn(html: string): Map<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${PRIMED_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no primed data in the page');
  const responses = JSON.parse(match[1]!) as PrimedResponse[];
  return new Map(responses.map((r) => [r.key, r.data]));
}

const categorySegment = (category: { id: number; name: string }) =>
  encodeURIComponent(
    JSON.stringify({ _id: category.id, categoryName: category.name, categoryIndex: 0 }),
  );

describe('storefront pages carry their first data', () => {
  it('with PUBLIC_URL set, the first data carries the absolute image urls the API answers', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });
    const stored = '/uploads/demo/garment/shirt/1f1f1f-front.svg';
    await database.db
      .update(productImages)
      .set({ url: stored })
      .where(eq(productImages.productId, product.id));
    const publicUrl = 'https://shop.example.in';
    const shop = createTestApp(database.db, { clientDist, publicUrl });
    const body = { category: tree.category.id, subCategory: -1, count: 1, limit: 20 };

    const page = await request(shop).get(`/c/${categorySegment(tree.category)}/-1`);
    const primed = primedIn(page.text).get(
      primedKey('POST', `${P}/product/get/category`, body),
    ) as { myCollection: { myProducts: { CoverImages: string[] }[] } };
    const api = await request(shop).post(`${P}/product/get/category`).send(body);
    expect(primed.myCollection.myProducts[0]!.CoverImages).toEqual([`${publicUrl}${stored}`]);
    expect(primed.myCollection.myProducts).toEqual(api.body.myCollection.myProducts);
  });

  it('a category page: the menu, its first 20 products, its first image and its screen', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });

    const response = await request(app()).get(`/c/${categorySegment(tree.category)}/-1`);
    expect(response.status).toBe(200);
    const primed = primedIn(response.text);
    const list = primed.get(
      primedKey('POST', `${P}/product/get/category`, {
        category: tree.category.id,
        subCategory: -1,
        count: 1,
        limit: 20,
      }),
    ) as { myCollection: { myProducts: { productName: string }[] } };
    // The same answer the API gives for that request.
    const api = await request(app())
      .post(`${P}/product/get/category`)
      .send({ category: tree.category.id, subCategory: -1, count: 1, limit: 20 });
    expect(list).toEqual(api.body);
    expect(list.myCollection.myProducts.map((p) => p.productName)).toEqual(['Linen Shirt']);
    const raw = await request(app()).get(`${P}/getRawData`);
    expect(primed.get(primedKey('GET', `${P}/getRawData`))).toEqual(raw.body);

    expect(response.text).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/p${product.id}.jpg">`,
    );
    // The screen's own chunks and styles; the entry's are already in the page.
    expect(response.text).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/category-page-1.js">',
    );
    expect(response.text).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/grid-1.js">',
    );
    expect(response.text).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/grid-1.css">',
    );
    expect(response.text).not.toContain('modulepreload" href="/assets/api-1.js"');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The shop's bar and the first covers paint before the scripts run, which load after them.
    expect(response.text).toContain(
      '<div id="root"><header class="boot-bar"><div class="container"><span class="boot-name">Vastra</span>',
    );
    expect(response.text).toContain(
      `<ul class="boot-grid"><li><img src="/uploads/p${product.id}.jpg" alt="Linen Shirt" width="480" height="600"></li></ul>`,
    );
    expect(response.text).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-1.js">',
    );
  });

  it("a category's early covers stop at a product without one, so each stays in its card's slot", async () => {
    const tree = await createCategoryTree(database.db);
    await createSimpleProduct(database.db, tree, { name: 'Oldest' });
    const bare = await createSimpleProduct(database.db, tree, { name: 'No Cover' });
    const newest = await createSimpleProduct(database.db, tree, { name: 'Newest' });
    await database.db.delete(productImages).where(eq(productImages.productId, bare.id));

    const response = await request(app()).get(`/c/${categorySegment(tree.category)}/-1`);
    expect(response.text).toContain(
      `<ul class="boot-grid"><li><img src="/uploads/p${newest.id}.jpg" alt="Newest" width="480" height="600"></li></ul>`,
    );
  });

  it('a product page: the product as a visitor sees it; a hidden one is left to the page (404)', async () => {
    const tree = await createCategoryTree(database.db);
    const shown = await createSimpleProduct(database.db, tree, { name: 'Denim Jacket' });
    const hidden = await createSimpleProduct(database.db, tree, { name: 'Secret', status: 0 });

    const page = await request(app()).get(`/item/info/${shown.id}`);
    const detail = primedIn(page.text).get(
      primedKey('POST', `${P}/getProductWithID`, { id: shown.id }),
    ) as { myCollection: { productName: string; alreadyVisited: boolean } };
    expect(detail.myCollection).toMatchObject({
      productName: 'Denim Jacket',
      alreadyVisited: false,
    });
    expect(page.text).toContain(
      `<div class="boot-product"><img src="/uploads/p${shown.id}.jpg" alt="Denim Jacket" width="800" height="1000" fetchpriority="high"></div>`,
    );

    const hiddenPage = await request(app()).get(`/item/info/${hidden.id}`);
    // Not found for crawlers (seo/page-tags.test.ts); the app itself still loads.
    expect(hiddenPage.status).toBe(404);
    const primed = primedIn(hiddenPage.text);
    expect(primed.has(primedKey('POST', `${P}/getProductWithID`, { id: hidden.id }))).toBe(false);
    expect(hiddenPage.text).not.toContain('Secret');
  });

  it('the home page: the banners, each one’s phone and desktop image, and its screen preloaded', async () => {
    await database.db.insert(sliders).values([
      {
        name: 'Festive',
        desktopImage: '/uploads/festive-wide.jpg',
        mobileImage: '/uploads/festive-tall.jpg',
        link: '/',
      },
      {
        name: 'Denim',
        desktopImage: '/uploads/denim-wide.jpg',
        mobileImage: '/uploads/denim-tall.jpg',
        link: '/',
      },
    ]);
    const page = await request(app()).get('/');
    const banners = primedIn(page.text).get(primedKey('GET', '/api/vendor/general/156/getSlider'));
    expect(banners).toEqual((await request(app()).get('/api/vendor/general/156/getSlider')).body);
    expect(page.text).toContain('href="/uploads/festive-tall.jpg" media="(max-width: 639.98px)"');
    expect(page.text).toContain('href="/uploads/festive-wide.jpg" media="(min-width: 640px)"');
    expect(page.text).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-page-1.js">',
    );
    expect(page.text).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/home-page-1.css">',
    );
    // What the page already loads is named once: the installed app's worker caches each asset
    // the page names, and a name given twice makes it refuse to install.
    expect(page.text.split('/assets/start-app-1.js')).toHaveLength(2);
    expect(page.text.split('/assets/start-app-1.css')).toHaveLength(2);
    // The first banner paints under the bar before the scripts run, as the page's <picture>
    // draws it (its phone image on phones); the scripts load after it.
    expect(page.text).toContain(
      '</header><div class="boot-page boot-banner" aria-busy="true"><picture>' +
        '<source media="(max-width: 639.98px)" srcset="/uploads/festive-tall.jpg" width="800" height="1000">' +
        '<img src="/uploads/festive-wide.jpg" alt="Festive" width="1920" height="640" fetchpriority="high">' +
        '</picture></div></div>',
    );
    // The later banners come with the carousel.
    expect(page.text).not.toMatch(/(src|srcset|href)="\/uploads\/denim/);
    expect(page.text).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-1.js">',
    );
  });

  it('the home page without banners: the hero is drawn by the app, so no early banner', async () => {
    const page = await request(app()).get('/');
    expect(primedIn(page.text).get(primedKey('GET', '/api/vendor/general/156/getSlider'))).toEqual({
      finalData: [],
    });
    expect(page.text).not.toContain('boot-page');
    expect(page.text).not.toContain('rel="preload" as="image"');
    // The scripts draw the first paint's content: they keep their priority.
    expect(page.text).toContain('<script type="module" src="/assets/index-1.js">');
  });

  it('a banner with a phone image only shows it on every screen', async () => {
    await database.db.insert(sliders).values({
      name: 'Monsoon',
      desktopImage: '',
      mobileImage: '/uploads/monsoon-tall.jpg',
      link: '/',
    });
    const page = await request(app()).get('/');
    expect(page.text).toContain(
      '<source media="(max-width: 639.98px)" srcset="/uploads/monsoon-tall.jpg" width="800" height="1000"><img src="/uploads/monsoon-tall.jpg" alt="Monsoon"',
    );
    expect(page.text).toContain('href="/uploads/monsoon-tall.jpg" media="(min-width: 640px)"');
  });

  it('text from the catalogue cannot break out of the data block', async () => {
    const tree = await createCategoryTree(database.db);
    await createSimpleProduct(database.db, tree, {
      name: '</script><script>alert(1)</script>',
    });
    const page = await request(app()).get(`/c/${categorySegment(tree.category)}/-1`);
    expect(page.text).not.toContain('<script>alert(1)');
    const list = [...primedIn(page.text).values()][1] as {
      myCollection: { myProducts: { productName: string }[] };
    };
    expect(list.myCollection.myProducts[0]!.productName).toBe('</script><script>alert(1)</script>');
  });

  it('the admin and malformed links get the plain page', async () => {
    const admin = await request(app()).get('/vendor/manage');
    expect(admin.text).not.toContain(PRIMED_DATA_ID);
    expect(admin.text).toContain('<div id="root"></div>');
    const broken = await request(app()).get('/c/not-json/-1');
    expect(broken.status).toBe(404);
    expect(primedIn(broken.text).size).toBe(1); // only the menu
  });
});

describe('storefront pages made once while the read cache keeps them', () => {
  // One origin (the page's canonical and preview urls are its), as a browser's requests have.
  const host = 'shop.example.in';
  const browser = { host, 'accept-encoding': 'gzip, deflate, br, zstd' };
  afterEach(() => jest.restoreAllMocks());

  it('when a page is asked for again, then it is sent as made and compressed the first time', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });
    const shop = app();
    const path = `/item/info/${product.id}`;
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');

    const first = await fetchRaw(shop, path, { headers: browser });
    const again = await fetchRaw(shop, path, { headers: browser });
    expect(brotli).toHaveBeenCalledTimes(1);
    for (const response of [first, again]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<title>Linen Shirt | Vastra</title>');
      expect(response.text).toContain(`<link rel="canonical" href="http://${host}${path}">`);
    }
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const plain = await fetchRaw(shop, path, { headers: { host } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
    const revalidated = await fetchRaw(shop, path, {
      headers: { ...browser, 'if-none-match': first.headers.etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('when a request comes from another origin, then it gets a page of its own, made for it alone', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });
    const shop = app();
    const path = `/item/info/${product.id}`;
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');

    await fetchRaw(shop, path, { headers: browser });
    for (let i = 0; i < 2; i += 1) {
      const other = await fetchRaw(shop, path, {
        headers: { ...browser, host: 'made-up.example' },
      });
      expect(other.text).toContain(`<link rel="canonical" href="http://made-up.example${path}">`);
      expect(other.text).not.toContain(host);
    }
    const own = await fetchRaw(shop, path, { headers: browser });
    expect(own.text).toContain(`<link rel="canonical" href="http://${host}${path}">`);
    // The shop's own page stayed kept: compressed once, the other origin's at each request.
    expect(brotli).toHaveBeenCalledTimes(3);
  });

  it('when a page finds nothing, then its 404 is not kept: the product shows once it is listed', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, {
      name: 'Linen Shirt',
      status: 0,
    });
    const shop = app();
    const path = `/item/info/${product.id}`;

    expect((await fetchRaw(shop, path, { headers: browser })).status).toBe(404);
    // Listed behind the shop's back, with no catalogue change announced.
    await database.db.update(products).set({ status: 1 }).where(eq(products.id, product.id));
    const found = await fetchRaw(shop, path, { headers: browser });
    expect(found.status).toBe(200);
    expect(found.text).toContain('<title>Linen Shirt | Vastra</title>');
  });

  it('when a page is made while its data cannot be read, then it is not kept: the next request makes it whole', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });
    const shop = app();
    const path = `/item/info/${product.id}`;

    // The catalogue's categories unreadable for a moment (a table being restored, say).
    await database.db.execute(sql`alter table categories rename to categories_away`);
    let degraded;
    try {
      degraded = await fetchRaw(shop, path, { headers: browser });
    } finally {
      await database.db.execute(sql`alter table categories_away rename to categories`);
    }
    // The page still works: the app fetches what it needs itself.
    expect(degraded.status).toBe(200);
    expect(degraded.text).not.toContain(PRIMED_DATA_ID);
    expect(degraded.text).not.toContain('Linen Shirt');

    const whole = await fetchRaw(shop, path, { headers: browser });
    expect(whole.status).toBe(200);
    expect(whole.text).toContain('<title>Linen Shirt | Vastra</title>');
    expect(primedIn(whole.text).size).toBeGreaterThan(0);
  });

  it('when the catalogue changes, then the page is made again', async () => {
    const tree = await createCategoryTree(database.db);
    const product = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });
    const shared = createSharedState({ keyPrefix: 'pages' }, createLogger('silent'));
    const shop = createTestApp(database.db, { clientDist }, {}, shared);
    const page = async () =>
      (await fetchRaw(shop, `/item/info/${product.id}`, { headers: browser })).text;

    expect(await page()).toContain('<title>Linen Shirt | Vastra</title>');
    await database.db
      .update(products)
      .set({ name: 'Linen Kurta' })
      .where(eq(products.id, product.id));
    // Kept: the database changed behind the shop's back.
    expect(await page()).toContain('<title>Linen Shirt | Vastra</title>');
    await shared.announceCatalogueChange();
    expect(await page()).toContain('<title>Linen Kurta | Vastra</title>');
  });
});
