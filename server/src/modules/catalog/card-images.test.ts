import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { createCategoryTree, createVariableProduct } from '../../../test/catalog-factory';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { productImages, variants } from '../../db/schema/catalog';

// A card's cover and hover image are kept on its product row by triggers on product_images
// (migration 0016). Whatever writes the images (the owner's screens, the CSV import, a copy, a
// deleted variant), the next card shows what the images say: the first cover image, and the
// first other image, the product's own before its variants'.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

/** The card's images as the product page's category list answers them. */
async function cardImages(categoryId: number, productId: number) {
  const response = await request(createTestApp(database.db))
    .post('/api/vendor/product/156/product/get/category')
    .send({ category: categoryId, count: 1, limit: 20 });
  expect(response.status).toBe(200);
  const card = (
    response.body.myCollection.myProducts as {
      _id: number;
      CoverImages: string[];
      hoverImage: string | null;
    }[]
  ).find((c) => c._id === productId);
  return { cover: card?.CoverImages ?? null, hover: card?.hoverImage };
}

/** The same two images worked out from the image rows, as lists did before the columns. */
async function fromImageRows(productId: number) {
  const result = await database.db.execute(sql`select cover.url as cover, hover.url as hover
    from (select 1) one
    left join lateral (select i.url from product_images i where i.product_id = ${productId}
      and i.role = 'cover' order by i.position, i.id limit 1) cover on true
    left join lateral (select i.url from product_images i where i.product_id = ${productId}
      and i.url <> cover.url order by i.variant_id nulls first, i.role, i.position, i.id limit 1)
      hover on cover.url is not null`);
  const row = rowsOf<{ cover: string | null; hover: string | null }>(result)[0]!;
  return { cover: row.cover ? [row.cover] : [], hover: row.hover };
}

it('when images are added, reordered, renamed and deleted, then the card shows the first cover and the first other image', async () => {
  const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Tees' });
  const tee = await createVariableProduct(
    database.db,
    tree,
    [
      { size: 'M', colour: 'Red', price: 69900, mrp: 99900, stock: 3 },
      { size: 'L', colour: 'Blue', price: 49900, mrp: null, stock: 4 },
    ],
    { name: 'Cotton Tee' },
  );
  const productId = tee.product.id;
  const [red, blue] = tee.variants;
  const db = database.db;
  const expectCard = async (cover: string[], hover: string | null) => {
    const card = await cardImages(tree.category.id, productId);
    expect(card).toEqual({ cover, hover });
    expect(card).toEqual(await fromImageRows(productId));
  };

  // No images (the factory's cover removed): no cover, no hover.
  await db.delete(productImages);
  await expectCard([], null);

  // A variant's image and a cover: the cover shows, and the variant's image is the other one.
  await db.insert(productImages).values([
    { productId, variantId: red!.id, role: 'gallery', url: '/u/red-1.jpg', position: 0 },
    { productId, role: 'cover', url: '/u/cover-a.jpg', position: 1 },
  ]);
  await expectCard(['/u/cover-a.jpg'], '/u/red-1.jpg');

  // The product's own gallery image comes before any variant's.
  await db
    .insert(productImages)
    .values({ productId, role: 'gallery', url: '/u/gallery.jpg', position: 5 });
  await expectCard(['/u/cover-a.jpg'], '/u/gallery.jpg');

  // A second cover placed first becomes the card's cover; the first cover is now the other image.
  await db
    .insert(productImages)
    .values({ productId, role: 'cover', url: '/u/cover-b.jpg', position: 0 });
  await expectCard(['/u/cover-b.jpg'], '/u/cover-a.jpg');

  // Reordered and renamed in one statement.
  await db
    .update(productImages)
    .set({ position: sql`case when ${productImages.url} = '/u/cover-a.jpg' then -1 else 3 end` })
    .where(eq(productImages.role, 'cover'));
  await db
    .update(productImages)
    .set({ url: '/u/cover-a2.jpg' })
    .where(eq(productImages.url, '/u/cover-a.jpg'));
  await expectCard(['/u/cover-a2.jpg'], '/u/cover-b.jpg');

  // The same image as cover and gallery is never its own hover image.
  await db.delete(productImages).where(eq(productImages.url, '/u/cover-b.jpg'));
  await db
    .update(productImages)
    .set({ url: '/u/cover-a2.jpg' })
    .where(eq(productImages.url, '/u/gallery.jpg'));
  await expectCard(['/u/cover-a2.jpg'], '/u/red-1.jpg');

  // Deleting the variant takes its images with it.
  await db.delete(variants).where(eq(variants.id, red!.id));
  await expectCard(['/u/cover-a2.jpg'], null);

  // Without a cover a card has no hover image either, whatever else the product has.
  await db
    .insert(productImages)
    .values({ productId, variantId: blue!.id, role: 'gallery', url: '/u/blue-1.jpg' });
  await db.delete(productImages).where(eq(productImages.role, 'cover'));
  await expectCard([], null);
});

it('when one statement writes the images of several products (a copy, the CSV import), then each card has its own', async () => {
  const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Tees' });
  const make = (name: string) =>
    createVariableProduct(
      database.db,
      tree,
      [{ size: 'M', colour: 'Red', price: 69900, mrp: 99900, stock: 3 }],
      { name },
    );
  const [tee, polo] = [
    (await make('Cotton Tee')).product.id,
    (await make('Linen Polo')).product.id,
  ];
  await database.db.delete(productImages);
  await database.db.insert(productImages).values([
    { productId: tee, role: 'cover', url: '/u/tee.jpg' },
    { productId: polo, role: 'gallery', url: '/u/polo-g.jpg' },
    { productId: tee, role: 'gallery', url: '/u/tee-g.jpg' },
    { productId: polo, role: 'cover', url: '/u/polo.jpg' },
  ]);
  expect(await cardImages(tree.category.id, tee)).toEqual({
    cover: ['/u/tee.jpg'],
    hover: '/u/tee-g.jpg',
  });
  expect(await cardImages(tree.category.id, polo)).toEqual({
    cover: ['/u/polo.jpg'],
    hover: '/u/polo-g.jpg',
  });
  await database.db.delete(productImages).where(eq(productImages.role, 'gallery'));
  expect(await cardImages(tree.category.id, tee)).toEqual({ cover: ['/u/tee.jpg'], hover: null });
  expect(await cardImages(tree.category.id, polo)).toEqual({ cover: ['/u/polo.jpg'], hover: null });
});
