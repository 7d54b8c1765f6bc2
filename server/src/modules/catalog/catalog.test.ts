import request from 'supertest';
import { databasePerFile } from '../../../test/test-db';
import { createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { categories, subCategories } from '../../db/schema/catalog';

const database = databasePerFile();

describe('GET /api/vendor/product/156/getRawData', () => {
  it('answers categories and sub-categories in display order with the spec keys, without a token', async () => {
    const [kids, men] = await database.db
      .insert(categories)
      .values([
        { name: 'Kids', displayIndex: 2, image: '/uploads/demo/category/kids.svg' },
        { name: 'Men', displayIndex: 1, status: 0 },
      ])
      .returning();
    await database.db.insert(subCategories).values([
      { name: 'Jeans', categoryId: men!.id, displayIndex: 2 },
      { name: 'T-Shirts', categoryId: men!.id, displayIndex: 1 },
    ]);

    const response = await request(createTestApp(database.db)).get(
      '/api/vendor/product/156/getRawData',
    );

    expect(response.status).toBe(200);
    expect(response.body.myRawData.categories).toEqual([
      { _id: men!.id, categoryName: 'Men', categoryImage: '', categoryStatus: 0, categoryIndex: 1 },
      {
        _id: kids!.id,
        categoryName: 'Kids',
        categoryImage: '/uploads/demo/category/kids.svg',
        categoryStatus: 1,
        categoryIndex: 2,
      },
    ]);
    expect(
      response.body.myRawData.subCategories.map(
        (s: { subCategoryName: string }) => s.subCategoryName,
      ),
    ).toEqual(['T-Shirts', 'Jeans']);
    expect(response.body.myRawData.subCategories[0]).toMatchObject({
      subCategoryParent: men!.id,
      subCategoryStatus: 1,
    });
  });
});

describe('cached public reads', () => {
  it('when the vendor changes the catalogue, then shoppers see it at once in the same process', async () => {
    const [men] = await database.db.insert(categories).values({ name: 'Men' }).returning();
    const vendor = await createVendor(database.db);
    const app = createTestApp(database.db);
    const read = async () =>
      (await request(app).get('/api/vendor/product/156/getRawData')).body.myRawData.categories[0]
        .categoryStatus;
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    const toggled = await request(app)
      .post('/api/vendor/product/156/setCategoryStatus')
      .set('Authorization', `barear ${vendor.token}`)
      .send({ index: 0, _id: men!.id, status: 0 });
    expect(toggled.status).toBe(200);
    expect(await read()).toBe(0);
  });
});
