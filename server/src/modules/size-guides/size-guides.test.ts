import request from 'supertest';
import { createCategoryTree } from '../../../test/catalog-factory';
import { createCustomer, createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { sizeGuides } from '../../db/schema/content';

const database = databasePerFile();

const P = '/api/vendor/product/156';

async function setup() {
  const vendor = await createVendor(database.db);
  const shopper = await createCustomer(database.db);
  const tree = await createCategoryTree(database.db);
  const app = createTestApp(database.db);
  const post = (path: string, body: object, token: string | null = vendor.token) => {
    const call = request(app).post(`${P}${path}`);
    return (token ? call.set('Authorization', `barear ${token}`) : call).send(body);
  };
  return { app, post, shopper, category: tree.category.id };
}

const GUIDE = {
  unit: 'in',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'M', values: ['40', '28'] },
    { size: 'L', values: ['42', '29'] },
  ],
  note: 'Measured flat, garment laid out.',
};

describe('size guides', () => {
  it('a category without a guide answers null; setSizeGuide stores one the product page reads; deleteSizeGuide removes it', async () => {
    const { post, category } = await setup();
    expect((await post('/getSizeGuide', { category }, null)).body).toEqual({ sizeGuide: null });
    const set = await post('/setSizeGuide', { category, ...GUIDE });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ sizeGuide: { category, ...GUIDE } });
    expect((await post('/getSizeGuide', { category }, null)).body).toEqual(set.body);
    const changed = {
      ...GUIDE,
      unit: 'cm',
      measurements: ['Waist'],
      rows: [{ size: '32', values: ['81'] }],
      note: '',
    };
    expect((await post('/setSizeGuide', { category, ...changed })).body).toEqual({
      sizeGuide: { category, ...changed },
    });
    expect((await post('/getSizeGuide', { category }, null)).body.sizeGuide.unit).toBe('cm');
    expect((await post('/deleteSizeGuide', { category })).body).toEqual({ sizeGuide: null });
    expect((await post('/getSizeGuide', { category }, null)).body).toEqual({ sizeGuide: null });
  });

  it('only the owner changes a guide', async () => {
    const { post, shopper, category } = await setup();
    expect((await post('/setSizeGuide', { category, ...GUIDE }, null)).status).toBe(401);
    expect([401, 403]).toContain(
      (await post('/setSizeGuide', { category, ...GUIDE }, shopper.token)).status,
    );
    await post('/setSizeGuide', { category, ...GUIDE });
    expect([401, 403]).toContain(
      (await post('/deleteSizeGuide', { category }, shopper.token)).status,
    );
    expect(await database.db.$count(sizeGuides)).toBe(1);
  });

  it('an unknown category is 404 and stores nothing', async () => {
    const { post, category } = await setup();
    const res = await post('/setSizeGuide', { ...GUIDE, category: category + 99 });
    expect([res.status, res.body]).toEqual([404, { error: 'Category not found' }]);
    expect(await database.db.$count(sizeGuides)).toBe(0);
  });

  it.each([
    [{ unit: 'mm' }, "unit must be 'in' or 'cm'"],
    [{ measurements: [] }, 'Add 1 to 6 measurements'],
    [{ measurements: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }, 'Add 1 to 6 measurements'],
    [{ measurements: ['Chest', ' '] }, 'Each measurement needs a name'],
    [{ rows: [] }, 'Add 1 to 20 sizes'],
    [
      { rows: Array.from({ length: 21 }, (_, i) => ({ size: `S${i}`, values: ['1', '2'] })) },
      'Add 1 to 20 sizes',
    ],
    [{ rows: [{ size: '', values: ['1', '2'] }] }, 'Each size needs a name'],
    [{ rows: [{ size: 'M', values: ['1'] }] }, 'Each size needs a value for every measurement'],
    [
      {
        rows: [
          { size: 'M', values: ['1', '2'] },
          { size: 'm', values: ['1', '2'] },
        ],
      },
      'Each size may be listed once',
    ],
    [{ note: 'x'.repeat(501) }, 'Note is too long (500 characters at most)'],
    [{ category: 0 }, undefined],
  ])('refuses %p with 400 "%s" and keeps the stored guide', async (change, error) => {
    const { post, category } = await setup();
    await post('/setSizeGuide', { category, ...GUIDE });
    const res = await post('/setSizeGuide', { category, ...GUIDE, ...change });
    expect(res.status).toBe(400);
    if (error) expect(res.body).toEqual({ error });
    expect((await post('/getSizeGuide', { category }, null)).body.sizeGuide).toEqual({
      category,
      ...GUIDE,
    });
  });
});
