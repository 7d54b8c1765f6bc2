import request from 'supertest';
import {
  createCategory,
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createCustomer } from '../../../test/factories';
import {
  breadcrumbProblems,
  fixtureClientDist,
  headOf,
  productProblems,
} from '../../../test/seo-support';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { categoryPath } from '../../contracts/storefront-paths';
import { products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';
import { eq } from 'drizzle-orm';

const database = databasePerFile();
const clientDist = fixtureClientDist();

const ORIGIN = 'https://shop.example.in';
const app = (overrides = {}) =>
  createTestApp(database.db, {
    clientDist,
    publicUrl: ORIGIN,
    shopTagline: 'Handpicked clothing for India.',
    ...overrides,
  });

describe('a product page without JavaScript', () => {
  it('when the product is listed, then its title, description, preview and Product data are in the HTML', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Shirts' });
    const shirt = await createSimpleProduct(database.db, tree, {
      name: 'Linen Shirt',
      shortDescription: 'Breathable linen for hot days.',
      pricePaise: 129900,
      mrpPaise: 199900,
      stock: 4,
    });
    const shopper = await createCustomer(database.db, { name: 'Asha Verma' });
    await database.db
      .insert(reviews)
      .values({ productId: shirt.id, customerId: shopper.id, rateHalves: 8, review: 'Lovely' });

    const page = await request(app()).get(`/item/info/${shirt.id}`);

    expect(page.status).toBe(200);
    const head = headOf(page.text);
    expect(head.title).toBe('Linen Shirt | Vastra');
    expect([head.titles, head.descriptions]).toEqual([1, 1]);
    expect(head.meta('description')).toBe('₹1,299. Breathable linen for hot days.');
    const url = `${ORIGIN}/item/info/${shirt.id}`;
    expect(head.canonical).toBe(url);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Linen Shirt | Vastra');
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:site_name')).toBe('Vastra');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/share/product/${shirt.id}.jpg`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:type')).toBe('image/jpeg');
    expect(head.meta('product:price:amount')).toBe('1299.00');
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('product:availability')).toBe('in stock');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));

    const [product] = head.ofType('Product');
    expect(productProblems(product!)).toEqual([]);
    expect(product).toMatchObject({
      name: 'Linen Shirt',
      image: [`${ORIGIN}/uploads/p${shirt.id}.jpg`],
      offers: {
        '@type': 'Offer',
        price: 1299,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { priceType: 'https://schema.org/ListPrice', price: 1999 },
      },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
      review: [{ author: { name: 'Asha Verma' }, reviewRating: { ratingValue: 4 } }],
    });
    const [breadcrumbs] = head.ofType('BreadcrumbList');
    expect(breadcrumbProblems(breadcrumbs!)).toEqual([]);
    const ref = { _id: tree.category.id, categoryName: 'Men', categoryIndex: 0 };
    expect(breadcrumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Vastra', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Men', item: `${ORIGIN}${categoryPath(ref)}` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Shirts',
        item: `${ORIGIN}${categoryPath(ref, tree.sub.id)}`,
      },
      { '@type': 'ListItem', position: 4, name: 'Linen Shirt', item: url },
    ]);
  });

  it('when the product has variants, then the offer is their price range, out of stock when none is left', async () => {
    const tree = await createCategoryTree(database.db);
    const { product } = await createVariableProduct(database.db, tree, [
      { size: 'S', colour: 'Red', price: 49900, stock: 0 },
      { size: 'M', colour: 'Red', price: 69900, stock: 0 },
      { size: 'L', colour: 'Red', price: null },
    ]);

    const head = headOf((await request(app()).get(`/item/info/${product.id}`)).text);

    const [data] = head.ofType('Product');
    expect(productProblems(data!)).toEqual([]);
    expect(data!.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 499,
      highPrice: 699,
      offerCount: 2,
      availability: 'https://schema.org/OutOfStock',
    });
    expect(data!.aggregateRating).toBeUndefined();
    expect(head.meta('description')).toMatch(/^From ₹499\. /);
    expect(head.meta('product:availability')).toBe('out of stock');
  });

  it('when the product is hidden or deleted, then the answer is 404, noindex, and still the app', async () => {
    const tree = await createCategoryTree(database.db);
    const hidden = await createSimpleProduct(database.db, tree, { name: 'Secret', status: 0 });
    const deleted = await createSimpleProduct(database.db, tree, { name: 'Gone' });
    await database.db.delete(products).where(eq(products.id, deleted.id));

    for (const id of [hidden.id, deleted.id, 999_999]) {
      const page = await request(app()).get(`/item/info/${id}`);
      expect(page.status).toBe(404);
      const head = headOf(page.text);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.title).toBe('Page not found | Vastra');
      expect(head.canonical).toBe('');
      expect(head.meta('og:title')).toBeUndefined();
      expect(page.text).not.toContain('Secret');
      expect(page.text).toContain('<div id="root">');
    }
  });
});

describe('a category page without JavaScript', () => {
  it('when linked with any key order or encoding, then the canonical URL is the shop’s own form', async () => {
    const men = await createCategory(database.db, { name: 'Men & Boys', displayIndex: 2 });
    const shirts = await createSubCategory(database.db, men.id, { name: 'Shirts' });
    const tree = { category: men, sub: shirts };
    await createSimpleProduct(database.db, tree, { name: 'Oxford Shirt' });
    await createSimpleProduct(database.db, tree, { name: 'Hidden', status: 0 });
    await createSimpleProduct(database.db, tree, { name: 'Poplin Shirt' });
    // Reordered keys, an outdated name and index, and the brace left unencoded.
    const odd = `/c/{"categoryIndex":9,"categoryName":"Old%20name","_id":${men.id}}/${shirts.id}`;

    const page = await request(app()).get(odd);

    expect(page.status).toBe(200);
    const head = headOf(page.text);
    expect(head.title).toBe('Shirts | Men & Boys | Vastra');
    expect(head.meta('description')).toBe(
      '2 styles in Men & Boys Shirts at Vastra. Handpicked clothing for India.',
    );
    const own = categoryPath(
      { _id: men.id, categoryName: 'Men & Boys', categoryIndex: 2 },
      shirts.id,
    );
    expect(own).toBe(
      `/c/${encodeURIComponent(JSON.stringify({ _id: men.id, categoryName: 'Men & Boys', categoryIndex: 2 }))}/${shirts.id}`,
    );
    expect(head.canonical).toBe(`${ORIGIN}${own}`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}${own}`);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/share/product/\\d+\\.jpg$`));
    const [breadcrumbs] = head.ofType('BreadcrumbList');
    expect(breadcrumbProblems(breadcrumbs!)).toEqual([]);
    expect((breadcrumbs!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Vastra',
      'Men & Boys',
      'Shirts',
    ]);

    const all = headOf(
      (
        await request(app()).get(
          categoryPath({ _id: men.id, categoryName: 'Men & Boys', categoryIndex: 2 }),
        )
      ).text,
    );
    expect(all.title).toBe('Men & Boys | Vastra');
  });

  it('when the category or sub-category is unknown or disabled, then the answer is 404 with noindex', async () => {
    const tree = await createCategoryTree(database.db);
    const off = await createCategory(database.db, { name: 'Off', status: 0 });
    const other = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    const ref = (c: { id: number; name: string }) => ({
      _id: c.id,
      categoryName: c.name,
      categoryIndex: 0,
    });
    for (const path of [
      categoryPath({ _id: 999_999, categoryName: 'Nope', categoryIndex: 0 }),
      categoryPath(ref(off)),
      categoryPath(ref(tree.category), other.sub.id),
      categoryPath(ref(tree.category), 999_999),
      '/c/not-json/-1',
    ]) {
      const page = await request(app()).get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(headOf(page.text).meta('robots')).toBe('noindex');
    }
  });
});

describe('the home and search pages without JavaScript', () => {
  it('the home page names the shop, its tagline, and describes the shop and its search box', async () => {
    const page = await request(app()).get('/');
    const head = headOf(page.text);
    expect(head.title).toBe('Vastra');
    expect(head.meta('description')).toBe('Handpicked clothing for India.');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/icons/icon-512.png`);
    expect(head.ofType('Organization')).toEqual([
      expect.objectContaining({ name: 'Vastra', url: `${ORIGIN}/` }),
    ]);
    const [site] = head.ofType('WebSite');
    expect(site!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('a search page is titled by its query', async () => {
    const head = headOf((await request(app()).get('/search/red%20kurta')).text);
    expect(head.title).toBe('Search results for “red kurta” | Vastra');
    expect(head.canonical).toBe(`${ORIGIN}/search/red%20kurta`);
  });

  it('without PUBLIC_URL, absolute URLs come from the request, through a trusted proxy', async () => {
    const direct = headOf(
      (
        await request(app({ publicUrl: undefined }))
          .get('/')
          .set('Host', 'shop.local:3000')
      ).text,
    );
    expect(direct.canonical).toBe('http://shop.local:3000/');
    const proxied = headOf(
      (
        await request(app({ publicUrl: undefined, trustProxy: '1' }))
          .get('/')
          .set('X-Forwarded-Proto', 'https')
          .set('X-Forwarded-Host', 'vastra.example')
      ).text,
    );
    expect(proxied.canonical).toBe('https://vastra.example/');
  });
});

describe('the owner’s text in the page head', () => {
  it('when names carry markup, quotes and ampersands, then they stay text in every tag', async () => {
    const hostile = `</script><script>alert(1)</script> "Q" & 'A' <!--`;
    const tree = await createCategoryTree(database.db, { category: hostile, sub: hostile });
    const product = await createSimpleProduct(database.db, tree, {
      name: hostile,
      brand: hostile,
      shortDescription: hostile,
    });
    for (const path of [
      `/item/info/${product.id}`,
      categoryPath({ _id: tree.category.id, categoryName: hostile, categoryIndex: 0 }, tree.sub.id),
    ]) {
      const page = await request(app()).get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('<script>alert(1)');
      expect(page.text).not.toContain('<!--');
      expect(page.text).not.toContain('"Q"');
      const head = headOf(page.text);
      expect(head.title).toContain(hostile);
      expect(head.meta('og:title')).toContain(hostile);
      expect(head.meta('description')).toContain(`"Q" & 'A'`);
      // Inside JSON-LD `<` is \u003c, and the data still reads back as the owner wrote it.
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
      expect(ld).not.toContain('<');
      expect(ld).toContain('\\u003c/script>');
      expect(JSON.stringify(head.jsonLd)).toContain(JSON.stringify(hostile).slice(1, -1));
    }
  });
});
