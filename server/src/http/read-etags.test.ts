import request from 'supertest';
import { createCategoryTree, createSimpleProduct } from '../../test/catalog-factory';
import { createTestApp } from '../../test/test-app';
import { databasePerFile } from '../../test/test-db';

const database = databasePerFile();
const P = '/api/vendor/product/156';

describe('ETags', () => {
  it('a GET answer has one, and a client that holds it is answered 304 without the body', async () => {
    await createCategoryTree(database.db, { category: 'Men', sub: 'Shirts' });
    const app = createTestApp(database.db);
    const first = await request(app).get(`${P}/getRawData`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await request(app)
      .get(`${P}/getRawData`)
      .set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('a POST answer has none (it is never revalidated): its body is not hashed for one', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    await createSimpleProduct(database.db, tree, { name: 'Cotton Kurta' });
    const app = createTestApp(database.db);
    const page = await request(app)
      .post(`${P}/product/get/category`)
      .send({ category: tree.category.id, count: 1, limit: 20 });
    expect(page.status).toBe(200);
    expect(
      page.body.myCollection.myProducts.map((p: { productName: string }) => p.productName),
    ).toEqual(['Cotton Kurta']);
    expect(page.headers.etag).toBeUndefined();
    const search = await request(app)
      .post('/api/user/search')
      .send({ item: 'kurta', count: 1, limit: 20, sortingMethod: 1 });
    expect(search.status).toBe(200);
    expect(search.headers.etag).toBeUndefined();
  });
});
