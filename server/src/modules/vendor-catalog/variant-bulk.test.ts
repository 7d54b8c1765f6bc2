import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  createAttributes,
  createCategoryTree,
  createSimpleProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { createUploadsFixture, removeUploadsFixtures } from '../../../test/image-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { products, variants } from '../../db/schema/catalog';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const P = '/api/vendor/product/156';
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Red', 'Blue', 'Black', 'White', 'Green'];

/** A variable product varying by Size and Colour (4 sizes, 5 colours), no variants yet. */
async function setup() {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir });
  const post = (path: string) =>
    request(app).post(`${P}${path}`).set('Authorization', `barear ${vendor.token}`);
  const tree = await createCategoryTree(database.db);
  const product = await createSimpleProduct(database.db, tree, { pricePaise: null });
  const attrs = await createAttributes(database.db, SIZES, COLOURS);
  await post('/setSelectedVarients').send({
    pId: product.id,
    selectedVarients: [attrs.size.id, attrs.colour.id],
  });
  const generate = (sizes: string[], colours: string[], extra: object = {}) =>
    post(`/generateVarients?p_id=${product.id}`).send({
      attributes: [
        { attr_id: attrs.size.id, values: sizes },
        { attr_id: attrs.colour.id, values: colours },
      ],
      price: 799,
      mrp: 999,
      stock: 5,
      ...extra,
    });
  return { uploads, post, product, attrs, generate };
}

const label = (variant: { varienteAttributes: { value: string }[] }) =>
  variant.varienteAttributes.map((v) => v.value).join('/');

describe('generateVarients', () => {
  it('when 4 sizes × 5 colours are chosen, then 20 priced varients with stock are made in one call', async () => {
    const { generate } = await setup();
    const res = await generate(SIZES, COLOURS);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(20);
    expect(res.body.myVarients).toHaveLength(20);
    expect(res.body.myVarients.slice(0, 6).map(label)).toEqual([
      'S/Red',
      'S/Blue',
      'S/Black',
      'S/White',
      'S/Green',
      'M/Red',
    ]);
    for (const variant of res.body.myVarients)
      expect(variant.general).toMatchObject({ price: 799, mrp: 999, itemQty: 5 });
  });

  it('when some combinations exist, then only the missing ones are made', async () => {
    const { generate } = await setup();
    await generate(['S'], ['Red', 'Blue']);
    const res = await generate(['S', 'M'], ['Red', 'Blue'], { price: 500, mrp: 500 });
    expect(res.body.created).toBe(2);
    expect(res.body.myVarients.map((v: { general: { price: number } }) => v.general.price)).toEqual(
      [799, 799, 500, 500],
    );
  });

  it('when a value is unknown, an attribute is missing, MRP is below price, or too many are asked, then it is 400 and nothing is made', async () => {
    const { generate, post, product, attrs } = await setup();
    expect((await generate(['S'], ['Purple'])).status).toBe(400);
    expect((await generate(['S'], ['Red'], { mrp: 10 })).status).toBe(400);
    const oneAxis = await post(`/generateVarients?p_id=${product.id}`).send({
      attributes: [{ attr_id: attrs.size.id, values: ['S'] }],
      price: 1,
      mrp: 1,
      stock: 1,
    });
    expect(oneAxis.body).toEqual({ error: 'please select all variation( exact 2 )' });
    const many = await generate(
      Array.from({ length: 15 }, (_, i) => `S${i}`),
      Array.from({ length: 15 }, (_, i) => `C${i}`),
    );
    expect(many.body).toEqual({ error: 'At most 200 varients at a time' });
    expect(await database.db.$count(variants)).toBe(0);
  });
});

describe('saveVarientGrid (the inline grid)', () => {
  it('when several rows are edited, then all are saved at once with their SKUs, stock as a change', async () => {
    const { generate, post, product } = await setup();
    const made = (await generate(['S', 'M'], ['Red'])).body.myVarients;
    const [a, b] = made;
    // Someone bought one S/Red since the grid loaded (5 → 4): the grid's +2 lands on 4.
    await database.db.update(variants).set({ stock: 4 }).where(eq(variants.id, a._id));
    const res = await post(`/saveVarientGrid?p_id=${product.id}`).send({
      varients: [
        { varId: a._id, price: 699, mrp: 999, varItemQty: 7, loadedQty: 5, sku: 'TEE-S-RED' },
        { varId: b._id, price: 749.5, mrp: 999, varItemQty: 0, sku: 'TEE-M-RED' },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.myVarients.map((v: { sku: string; general: object }) => [v.sku, v.general]),
    ).toEqual([
      ['TEE-S-RED', { price: 699, mrp: 999, itemQty: 6, images: [] }],
      ['TEE-M-RED', { price: 749.5, mrp: 999, itemQty: 0, images: [] }],
    ]);
  });

  it('when a SKU is used by another varient, then it is 409 and no row changes', async () => {
    const { generate, post, product } = await setup();
    const [a, b] = (await generate(['S', 'M'], ['Red'])).body.myVarients;
    await post(`/saveVarientGrid?p_id=${product.id}`).send({
      varients: [{ varId: a._id, price: 799, mrp: 999, varItemQty: 5, sku: 'TEE-1' }],
    });
    const res = await post(`/saveVarientGrid?p_id=${product.id}`).send({
      varients: [
        { varId: a._id, price: 1, mrp: 1, varItemQty: 1 },
        { varId: b._id, price: 799, mrp: 999, varItemQty: 5, sku: 'TEE-1' },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'This SKU is already used by another varient' });
    const rows = await database.db.select().from(variants).where(eq(variants.id, a._id));
    expect(rows[0]).toMatchObject({ pricePaise: 79_900, sku: 'TEE-1' });
  });

  it('when a row names another product’s varient or a bad SKU, then it is refused', async () => {
    const { generate, post, product } = await setup();
    const [a] = (await generate(['S'], ['Red'])).body.myVarients;
    const other = await post(`/saveVarientGrid?p_id=${product.id}`).send({
      varients: [{ varId: a._id + 999, price: 1, mrp: 1, varItemQty: 1 }],
    });
    expect(other.status).toBe(404);
    const bad = await post(`/saveVarientGrid?p_id=${product.id}`).send({
      varients: [{ varId: a._id, price: 1, mrp: 1, varItemQty: 1, sku: 'a b' }],
    });
    expect(bad.body).toEqual({ error: 'SKU may hold letters, digits and - _ . / only' });
  });
});

describe('setValueImages (photos per colour)', () => {
  it('when images are uploaded once for Red, then every Red varient shows them and no other does', async () => {
    const { generate, post, product, attrs, uploads } = await setup();
    await generate(['S', 'M', 'L'], ['Red', 'Blue']);
    const images = await uploads.uploaded(2);
    const res = await post(`/setValueImages?p_id=${product.id}`).send({
      attr_id: attrs.colour.id,
      value: 'Red',
      images,
    });
    expect(res.status).toBe(200);
    const byLabel = Object.fromEntries(
      res.body.myVarients.map(
        (v: { general: { images: string[] } } & Parameters<typeof label>[0]) => [
          label(v),
          v.general.images,
        ],
      ),
    );
    expect(byLabel).toEqual({
      'S/Red': images,
      'S/Blue': [],
      'M/Red': images,
      'M/Blue': [],
      'L/Red': images,
      'L/Blue': [],
    });
    const unknown = await post(`/setValueImages?p_id=${product.id}`).send({
      attr_id: attrs.colour.id,
      value: 'Purple',
      images,
    });
    expect(unknown.status).toBe(400);
  });
});

describe('duplicateProduct', () => {
  it('when a product is duplicated, then the copy is hidden, named "(copy)", with the same varients and images and no stock or SKUs', async () => {
    const { generate, post, product, attrs, uploads } = await setup();
    const [first] = (await generate(['S', 'M'], ['Red'])).body.myVarients;
    await post(`/saveVarientGrid?p_id=${product.id}`).send({
      varients: [{ varId: first._id, price: 799, mrp: 999, varItemQty: 5, sku: 'ORIG-1' }],
    });
    const images = await uploads.uploaded(1);
    await post(`/setValueImages?p_id=${product.id}`).send({
      attr_id: attrs.colour.id,
      value: 'Red',
      images,
    });

    const res = await post('/duplicateProduct').send({ id: product.id });
    expect(res.status).toBe(200);
    const copyId = res.body.productId;
    expect(copyId).not.toBe(product.id);
    const copy = (await post(`/getProduct?p_id=${copyId}`).send()).body.myProduct;
    expect(copy).toMatchObject({
      productName: 'Leather Belt (copy)',
      productStatus: 0,
      selectedVarients: [attrs.size.id, attrs.colour.id],
    });
    expect(
      copy.productVarients.map(
        (v: { general: object; sku: null } & Parameters<typeof label>[0]) => [
          label(v),
          v.general,
          v.sku,
        ],
      ),
    ).toEqual([
      ['S/Red', { price: 799, mrp: 999, itemQty: 0, images }, null],
      ['M/Red', { price: 799, mrp: 999, itemQty: 0, images }, null],
    ]);
    // The original is untouched.
    const original = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(original[0]!.name).toBe('Leather Belt');
    expect((await post('/duplicateProduct').send({ id: 999_999 })).status).toBe(404);
  });
});
