import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import {
  createCategory,
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { createUploadsFixture, removeUploadsFixtures } from '../../../test/image-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import {
  categories,
  productImages,
  products,
  subCategories,
  variants,
} from '../../db/schema/catalog';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const P = '/api/vendor/product/156';

async function setup() {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir });
  const auth = (req: request.Test) => req.set('Authorization', `barear ${vendor.token}`);
  return {
    uploads,
    app,
    post: (path: string) => auth(request(app).post(`${P}${path}`)),
    get: (path: string) => auth(request(app).get(`${P}${path}`)),
  };
}

const rows = async (
  table: typeof products | typeof subCategories | typeof variants | typeof productImages,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('categories', () => {
  it('insertCategory adds an active category last, with its uploaded image, and answers {myCategories}', async () => {
    const { uploads, post, get } = await setup();
    await createCategory(database.db, { name: 'Men', displayIndex: 4 });
    const image = await uploads.uploadedOne();
    const response = await post('/insertCategory').send({
      newCategoryName: ' Women ',
      images: [image],
    });
    expect(response.status).toBe(200);
    expect(response.body.myCategories.map((c: { categoryName: string }) => c.categoryName)).toEqual(
      ['Men', 'Women'],
    );
    expect(response.body.myCategories[1]).toEqual({
      _id: 2,
      categoryName: 'Women',
      categoryImage: image,
      categoryStatus: 1,
      categoryIndex: 5,
    });
    expect((await get('/getCategories')).body).toEqual(response.body);
  });

  it('insertCategory refuses an empty name, a missing or foreign image, and a duplicate name', async () => {
    const { uploads, post } = await setup();
    const image = await uploads.uploadedOne();
    const cases: [object, number, string][] = [
      [{ newCategoryName: '  ', images: [image] }, 400, 'Plese Enter New Category Name'],
      [{ images: [image] }, 400, 'Plese Enter New Category Name'],
      [{ newCategoryName: 'Kids', images: [] }, 400, 'Please select one image'],
      [{ newCategoryName: 'Kids', images: [image, image] }, 400, 'Please select one image'],
      [
        { newCategoryName: 'Kids', images: ['https://elsewhere.example/cat.jpg'] },
        400,
        'Please upload the images first: only urls from the upload endpoint are accepted',
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await post('/insertCategory').send(body);
      expect([response.status, response.body]).toEqual([status, { error }]);
    }
    await post('/insertCategory').send({ newCategoryName: 'Kids', images: [image] });
    const duplicate = await post('/insertCategory').send({
      newCategoryName: 'kids',
      images: [image],
    });
    expect([duplicate.status, duplicate.body]).toEqual([
      409,
      { error: 'This category already exists' },
    ]);
  });

  it("setCategoryStatus reads index as the category's position in the list (the original's meaning)", async () => {
    const { post } = await setup();
    const a = await createCategory(database.db, { name: 'A', displayIndex: 0 });
    const b = await createCategory(database.db, { name: 'B', displayIndex: 1 });
    // "Deactive" on the second category of the list: B, whatever its id.
    const off = await post('/setCategoryStatus').send({ index: 1, status: 0 });
    expect(off.status).toBe(200);
    expect(
      off.body.myCategories.map((c: { _id: number; categoryStatus: number }) => [
        c._id,
        c.categoryStatus,
      ]),
    ).toEqual([
      [a.id, 1],
      [b.id, 0],
    ]);
    const bad = await post('/setCategoryStatus').send({ index: 0, status: 2 });
    expect([bad.status, bad.body]).toEqual([400, { error: 'status must be 0 or 1' }]);
    const missing = await post('/setCategoryStatus').send({ index: 5, status: 1 });
    expect([missing.status, missing.body]).toEqual([404, { error: 'Category not found' }]);
  });

  it('setCategoryStatus takes an explicit _id, and refuses an index that disagrees with it', async () => {
    const { post } = await setup();
    const a = await createCategory(database.db, { name: 'A', displayIndex: 0 });
    const b = await createCategory(database.db, { name: 'B', displayIndex: 1 });
    const byId = await post('/setCategoryStatus').send({ _id: a.id, status: 0 });
    expect(byId.body.myCategories[0].categoryStatus).toBe(0);
    const both = await post('/setCategoryStatus').send({ index: 1, _id: b.id, status: 0 });
    expect(both.body.myCategories[1].categoryStatus).toBe(0);
    // The list the client holds is stale: position 0 is A, not B. Nothing changes.
    const stale = await post('/setCategoryStatus').send({ index: 0, _id: b.id, status: 1 });
    expect(stale.status).toBe(409);
    const gone = await post('/setCategoryStatus').send({ index: 7, _id: b.id, status: 1 });
    expect(gone.status).toBe(409);
    const after = await post('/setCategoryStatus').send({ _id: b.id, status: 0 });
    expect(
      after.body.myCategories.map((c: { categoryStatus: number }) => c.categoryStatus),
    ).toEqual([0, 0]);
    expect((await post('/setCategoryStatus').send({ status: 1 })).status).toBe(400);
  });

  it('setCategoryIndex saves every position together, or none when an id is unknown', async () => {
    const { post } = await setup();
    const a = await createCategory(database.db, { name: 'A', displayIndex: 0 });
    const b = await createCategory(database.db, { name: 'B', displayIndex: 1 });
    const saved = await post('/setCategoryIndex').send({
      categories: [
        { _id: a.id, categoryIndex: 1 },
        { _id: b.id, categoryIndex: 0 },
      ],
    });
    expect(saved.body.myCategories.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      'B',
      'A',
    ]);

    const unknown = await post('/setCategoryIndex').send({
      categories: [
        { _id: a.id, categoryIndex: 7 },
        { _id: 999, categoryIndex: 0 },
      ],
    });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Category not found' }]);
    const negative = await post('/setCategoryIndex').send({
      categories: [{ _id: a.id, categoryIndex: -1 }],
    });
    expect([negative.status, negative.body]).toEqual([
      400,
      { error: 'categoryIndex must be a whole number of 0 or more' },
    ]);
    const twice = await post('/setCategoryIndex').send({
      categories: [
        { _id: a.id, categoryIndex: 1 },
        { _id: a.id, categoryIndex: 2 },
      ],
    });
    expect(twice.body).toEqual({ error: 'Each category can appear once' });
    const after = await post('/setCategoryIndex').send({
      categories: [{ _id: b.id, categoryIndex: 0 }],
    });
    expect(after.body.myCategories.map((c: { categoryIndex: number }) => c.categoryIndex)).toEqual([
      0, 1,
    ]);
  });
});

describe('sub-categories', () => {
  it('insertSubCategory adds to the parent and getSubCategories lists only that parent', async () => {
    const { uploads, post, get } = await setup();
    const men = await createCategory(database.db, { name: 'Men' });
    const women = await createCategory(database.db, { name: 'Women' });
    await createSubCategory(database.db, women.id, { name: 'Tops' });
    const image = await uploads.uploadedOne();
    const inserted = await post('/insertSubCategory').send({
      newSubCategoryName: 'Shirts',
      parent: men.id,
      images: [image],
    });
    expect(inserted.status).toBe(200);
    expect(inserted.body.mySubCategories).toEqual([
      {
        _id: 2,
        subCategoryName: 'Shirts',
        subCategoryParent: men.id,
        subCategoryImage: image,
        subCategoryStatus: 1,
        subCategoryIndex: 0,
      },
    ]);
    expect((await get(`/getSubCategories?parent=${men.id}`)).body).toEqual(inserted.body);
    expect((await get('/getSubCategories?parent=999')).status).toBe(404);
    expect((await get('/getSubCategories?parent=x')).status).toBe(400);
    const empty = await post('/insertSubCategory').send({
      newSubCategoryName: '',
      parent: men.id,
      images: [image],
    });
    expect(empty.body).toEqual({ error: 'Plese Enter New Category Name' });
    const noParent = await post('/insertSubCategory').send({
      newSubCategoryName: 'Jeans',
      parent: 999,
      images: [image],
    });
    expect(noParent.status).toBe(404);
  });

  it('setSubCategoryStatus and setSubCategoryIndex answer the parent’s sub-categories', async () => {
    const { post } = await setup();
    const { category, sub } = await createCategoryTree(database.db);
    const second = await createSubCategory(database.db, category.id, {
      name: 'Shirts',
      displayIndex: 1,
    });
    const off = await post('/setSubCategoryStatus').send({ id: sub.id, status: 0 });
    expect(
      off.body.mySubCategories.map((s: { subCategoryStatus: number }) => s.subCategoryStatus),
    ).toEqual([0, 1]);
    expect((await post('/setSubCategoryStatus').send({ id: 999, status: 0 })).status).toBe(404);

    const ordered = await post('/setSubCategoryIndex').send({
      subCategories: [
        { _id: second.id, subCategoryIndex: 0 },
        { _id: sub.id, subCategoryIndex: 3 },
      ],
    });
    expect(ordered.body.mySubCategories.map((s: { _id: number }) => s._id)).toEqual([
      second.id,
      sub.id,
    ]);
    const other = await createCategoryTree(database.db, { category: 'Women', sub: 'Tops' });
    const mixed = await post('/setSubCategoryIndex').send({
      subCategories: [
        { _id: sub.id, subCategoryIndex: 9 },
        { _id: other.sub.id, subCategoryIndex: 9 },
      ],
    });
    expect([mixed.status, mixed.body]).toEqual([
      400,
      { error: 'The sub-categories must belong to one category' },
    ]);
    const unchanged = await post('/setSubCategoryStatus').send({ id: sub.id, status: 0 });
    expect(
      unchanged.body.mySubCategories.map((s: { subCategoryIndex: number }) => s.subCategoryIndex),
    ).toEqual([0, 3]);
  });
});

describe('deleting', () => {
  it('deleteCategory removes its sub-categories, products, variants, image rows and unused files at once', async () => {
    const { uploads, post } = await setup();
    const [categoryImage, subImage, coverImage, shared] = await uploads.uploaded(4);
    const doomed = await createCategoryTree(database.db);
    const kept = await createCategoryTree(database.db, { category: 'Women', sub: 'Tops' });
    await database.db
      .update(categories)
      .set({ image: categoryImage! })
      .where(eq(categories.id, doomed.category.id));
    await database.db
      .update(subCategories)
      .set({ image: subImage! })
      .where(eq(subCategories.id, doomed.sub.id));
    const simple = await createSimpleProduct(database.db, doomed);
    const variable = await createVariableProduct(database.db, doomed, [
      { size: 'M', colour: 'Red' },
    ]);
    const survivor = await createSimpleProduct(database.db, kept);
    await database.db.insert(productImages).values([
      { productId: simple.id, role: 'cover', url: coverImage! },
      {
        productId: variable.product.id,
        variantId: variable.variants[0]!.id,
        role: 'gallery',
        url: shared!,
      },
      { productId: survivor.id, role: 'gallery', url: shared! },
    ]);

    const response = await post('/deleteCategory').send({ index: 0, catId: doomed.category.id });
    expect(response.status).toBe(200);
    expect(response.body.myCategories.map((c: { _id: number }) => c._id)).toEqual([
      kept.category.id,
    ]);
    expect(await rows(subCategories)).toBe(1);
    expect(await rows(products)).toBe(1);
    expect(await rows(variants)).toBe(0);
    expect(await rows(productImages)).toBe(2);
    expect([categoryImage, subImage, coverImage].map((url) => uploads.stored(url!))).toEqual([
      false,
      false,
      false,
    ]);
    // Still shown by the other category's product: the file stays.
    expect(uploads.stored(shared!)).toBe(true);
    expect((await post('/deleteCategory').send({ catId: doomed.category.id })).status).toBe(404);
  });

  it('deleteSubCategory removes its products and answers the parent’s remaining sub-categories', async () => {
    const { uploads, post } = await setup();
    const tree = await createCategoryTree(database.db);
    const other = await createSubCategory(database.db, tree.category.id, { name: 'Shirts' });
    const product = await createSimpleProduct(database.db, tree);
    const [cover] = await uploads.uploaded(1);
    await database.db
      .insert(productImages)
      .values({ productId: product.id, role: 'cover', url: cover! });
    await createSimpleProduct(database.db, { category: tree.category, sub: other });

    const response = await post('/deleteSubCategory').send({ index: 3, subCatId: tree.sub.id });
    expect(response.body.mySubCategories.map((s: { _id: number }) => s._id)).toEqual([other.id]);
    expect(await rows(products)).toBe(1);
    expect(uploads.stored(cover!)).toBe(false);
    expect((await post('/deleteSubCategory').send({ subCatId: 'abc' })).status).toBe(400);
    expect((await post('/deleteSubCategory').send({ subCatId: 999 })).status).toBe(404);
  });
});

describe('renaming and new images', () => {
  it('updateCategory renames a category, keeps its products, and the storefront shows the new name', async () => {
    const { post, app } = await setup();
    const tree = await createCategoryTree(database.db);
    const belt = await createSimpleProduct(database.db, tree);
    const publicTree = async () => JSON.stringify((await request(app).get(`${P}/getRawData`)).body);
    expect(await publicTree()).toContain('"Men"'); // primes the public read cache
    const renamed = await post('/updateCategory').send({
      _id: tree.category.id,
      newCategoryName: ' Menswear ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.myCategories[0]).toMatchObject({
      _id: tree.category.id,
      categoryName: 'Menswear',
      categoryImage: tree.category.image,
    });
    const [product] = await database.db.select().from(products).where(eq(products.id, belt.id));
    expect(product!.categoryText).toBe('Menswear T-Shirts');
    expect(await publicTree()).toContain('"Menswear"');
  });

  it('updateSubCategory gives a new image, and the old file goes once nothing shows it', async () => {
    const { post, uploads } = await setup();
    const tree = await createCategoryTree(database.db);
    const first = await uploads.uploadedOne();
    const second = await uploads.uploadedOne();
    await database.db
      .update(subCategories)
      .set({ image: first })
      .where(eq(subCategories.id, tree.sub.id));
    const res = await post('/updateSubCategory').send({ _id: tree.sub.id, images: [second] });
    expect(res.status).toBe(200);
    expect(res.body.mySubCategories[0]).toMatchObject({
      _id: tree.sub.id,
      subCategoryName: 'T-Shirts',
      subCategoryImage: second,
    });
    expect(uploads.stored(first)).toBe(false);
    expect(uploads.stored(second)).toBe(true);
  });

  it.each([
    [
      'a name another category has',
      'updateCategory',
      (t: Tree) => ({ _id: t.category.id, newCategoryName: 'women' }),
      409,
      'This category already exists',
    ],
    [
      'a name a sibling has',
      'updateSubCategory',
      (t: Tree) => ({ _id: t.sub.id, newSubCategoryName: ' shirts ' }),
      409,
      'This sub-category already exists',
    ],
    [
      'an unknown category',
      'updateCategory',
      () => ({ _id: 999, newCategoryName: 'Kids' }),
      404,
      'Category not found',
    ],
    [
      'an unknown sub-category',
      'updateSubCategory',
      () => ({ _id: 999, newSubCategoryName: 'Kids' }),
      404,
      'Sub-category not found',
    ],
    [
      'nothing to change',
      'updateCategory',
      (t: Tree) => ({ _id: t.category.id }),
      400,
      'Give a new name or a new image',
    ],
    [
      'an empty name',
      'updateCategory',
      (t: Tree) => ({ _id: t.category.id, newCategoryName: ' ' }),
      400,
      'Plese Enter New Category Name',
    ],
    [
      'an image from elsewhere',
      'updateSubCategory',
      (t: Tree) => ({ _id: t.sub.id, images: ['https://evil.example/x.jpg'] }),
      400,
      undefined,
    ],
  ])('refuses %s and changes nothing', async (_label, path, body, status, message) => {
    const { post } = await setup();
    const tree = await createCategoryTree(database.db);
    await createCategory(database.db, { name: 'Women' });
    await createSubCategory(database.db, tree.category.id, { name: 'Shirts' });
    const before = {
      categories: await database.db.select().from(categories),
      subs: await database.db.select().from(subCategories),
    };
    const res = await post(`/${path}`).send(body(tree));
    expect(res.status).toBe(status);
    if (message) expect(res.body.error).toBe(message);
    expect(await database.db.select().from(categories)).toEqual(before.categories);
    expect(await database.db.select().from(subCategories)).toEqual(before.subs);
  });
});

type Tree = Awaited<ReturnType<typeof createCategoryTree>>;
