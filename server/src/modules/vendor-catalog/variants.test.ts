import request from 'supertest';
import {
  createAttributes,
  createCategoryTree,
  createSimpleProduct,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { createUploadsFixture, removeUploadsFixtures } from '../../../test/image-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { variants } from '../../db/schema/catalog';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const P = '/api/vendor/product/156';
const LOCKED =
  "You can't make changes after making varients otherwise delete your all varients. Because all varient must have equal no. of variations";

/** A simple product with Size and Colour selected as its attributes of variation. */
async function setup() {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir });
  const post = (path: string) =>
    request(app).post(`${P}${path}`).set('Authorization', `barear ${vendor.token}`);
  const tree = await createCategoryTree(database.db);
  const product = await createSimpleProduct(database.db, tree, { pricePaise: null });
  const attrs = await createAttributes(database.db, ['S', 'M'], ['Red', 'Blue']);
  await post('/setSelectedVarients').send({
    pId: product.id,
    selectedVarients: [attrs.size.id, attrs.colour.id],
  });
  const choose = (size: string, colour: string) => [
    { attr_id: attrs.colour.id, value: colour },
    { attr_id: attrs.size.id, value: size },
  ];
  return { uploads, post, tree, product, attrs, choose };
}

describe('getSelectedVarients / setSelectedVarients', () => {
  it('saves the attributes of variation in order and answers {selectedVarients}', async () => {
    const { post, product, attrs } = await setup();
    const read = await post('/getSelectedVarients').send({ pId: product.id });
    expect(read.body).toEqual({ selectedVarients: [attrs.size.id, attrs.colour.id] });
    const changed = await post('/setSelectedVarients').send({
      pId: product.id,
      selectedVarients: [attrs.colour.id],
    });
    expect(changed.body).toEqual({ selectedVarients: [attrs.colour.id] });
    expect(
      (await post('/setSelectedVarients').send({ pId: product.id, selectedVarients: [999] }))
        .status,
    ).toBe(404);
    expect(
      (
        await post('/setSelectedVarients').send({
          pId: product.id,
          selectedVarients: [attrs.size.id, attrs.size.id],
        })
      ).body,
    ).toEqual({
      error: 'Each attribute can be selected once',
    });
    expect((await post('/getSelectedVarients').send({ pId: 999 })).status).toBe(404);
  });

  it('when a variant exists, then the selection is locked with the spec message', async () => {
    const { post, product, attrs, choose } = await setup();
    await post(`/insertProductVarient?p_id=${product.id}`).send({ varients: choose('S', 'Red') });
    const refused = await post('/setSelectedVarients').send({
      pId: product.id,
      selectedVarients: [attrs.size.id],
    });
    expect([refused.status, refused.body]).toEqual([409, { error: LOCKED }]);
    expect(
      (await post('/getSelectedVarients').send({ pId: product.id })).body.selectedVarients,
    ).toEqual([attrs.size.id, attrs.colour.id]);
  });
});

describe('insertProductVarient', () => {
  it('adds an unpriced variant with one value per selected attribute, in the selection’s order', async () => {
    const { post, product, attrs, choose } = await setup();
    const response = await post(`/insertProductVarient?p_id=${product.id}`).send({
      varients: choose('M', 'Blue'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      myVarients: [
        {
          _id: expect.any(Number),
          varienteAttributes: [
            { attr_id: attrs.size.id, value: 'M' },
            { attr_id: attrs.colour.id, value: 'Blue' },
          ],
          general: { price: null, mrp: null, itemQty: 0, images: [] },
          varDtl: [],
          sku: null,
        },
      ],
    });
  });

  it.each([
    [[], 'please select atleast one attribute of variation . . .'],
    ['not a list', 'please select atleast one attribute of variation . . .'],
    [[{ attr_id: 'size', value: 'S' }], 'varients.0.attr_id must be a number'],
    [[{ attr_id: 1, value: ' ' }], 'value is required'],
  ])('refuses %p with "%s"', async (varients, error) => {
    const { post, product } = await setup();
    const response = await post(`/insertProductVarient?p_id=${product.id}`).send({ varients });
    expect([response.status, response.body]).toEqual([400, { error }]);
  });

  it('needs exactly one known value of each selected attribute, and refuses a duplicate combination', async () => {
    const { post, product, attrs, choose } = await setup();
    const other = await createAttributes(database.db, ['XL']);
    const insert = (varients: object[]) =>
      post(`/insertProductVarient?p_id=${product.id}`).send({ varients });
    expect((await insert([{ attr_id: attrs.size.id, value: 'S' }])).body).toEqual({
      error: 'please select all variation( exact 2 )',
    });
    expect(
      (
        await insert([
          { attr_id: attrs.size.id, value: 'S' },
          { attr_id: other.size.id, value: 'XL' },
        ])
      ).body,
    ).toEqual({
      error: 'Each variation must be one of the attributes selected for this product',
    });
    expect(
      (
        await insert([
          { attr_id: attrs.size.id, value: 'S' },
          { attr_id: attrs.size.id, value: 'M' },
        ])
      ).body,
    ).toEqual({
      error: 'Choose one value for each attribute',
    });
    expect((await insert(choose('XXL', 'Red'))).body).toEqual({
      error: `"XXL" is not a value of ${attrs.size.name}`,
    });
    expect((await insert(choose('S', 'Red'))).status).toBe(200);
    const twice = await insert(choose('S', 'Red'));
    expect([twice.status, twice.body]).toEqual([409, { error: 'This varient already exists' }]);
    expect(await database.db.$count(variants)).toBe(1);
    expect(
      (await post('/insertProductVarient?p_id=999').send({ varients: choose('S', 'Red') })).status,
    ).toBe(404);
  });

  it('when the same combination is sent twice at once, then exactly one variant is made', async () => {
    const { post, product, choose } = await setup();
    const send = () =>
      post(`/insertProductVarient?p_id=${product.id}`).send({ varients: choose('M', 'Red') });
    const statuses = (await Promise.all([send(), send(), send()])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect(await database.db.$count(variants)).toBe(1);
  });

  it('when the product has no attributes of variation yet, then it says to select them first', async () => {
    const { post, tree, attrs } = await setup();
    const bare = await createSimpleProduct(database.db, tree);
    const response = await post(`/insertProductVarient?p_id=${bare.id}`).send({
      varients: [{ attr_id: attrs.size.id, value: 'S' }],
    });
    expect(response.body).toEqual({
      error: 'Select the attributes of variation for this product first',
    });
  });
});

describe('updateProductVarient?p_id=&var_id= (one variant)', () => {
  it('prices the variant, adds its images and answers {myVarients}; the product becomes listable', async () => {
    const { post, product, choose, uploads, tree } = await setup();
    const inserted = await post(`/insertProductVarient?p_id=${product.id}`).send({
      varients: choose('S', 'Red'),
    });
    const variantId = inserted.body.myVarients[0]._id;
    await post(`/updateProductType?p_id=${product.id}`).send({ pt: 1 });
    const [image] = await uploads.uploaded(1);
    const response = await post(
      `/updateProductVarient?p_id=${product.id}&var_id=${variantId}`,
    ).send({
      price: 549,
      mrp: '799.00',
      varItemQty: 4,
      pt: 1,
      images: [image, image],
      varDtl: [['Fit', 'Slim']],
    });
    expect(response.status).toBe(200);
    expect(response.body.myVarients[0]).toMatchObject({
      general: { price: 549, mrp: 799, itemQty: 4, images: [image] },
      varDtl: [['Fit', 'Slim']],
    });
    const listed = await request(createTestApp(database.db))
      .post(`${P}/product/get/category`)
      .send({ category: tree.category.id });
    expect(listed.body.myCollection.myProducts[0]).toMatchObject({
      _id: product.id,
      priceRange: { min: 549, max: 549 },
    });
  });

  it('validates like the simple form and refuses a variant of another product', async () => {
    const { post, product, choose, tree } = await setup();
    const inserted = await post(`/insertProductVarient?p_id=${product.id}`).send({
      varients: choose('S', 'Red'),
    });
    const variantId = inserted.body.myVarients[0]._id;
    const url = `/updateProductVarient?p_id=${product.id}&var_id=${variantId}`;
    expect((await post(url).send({ price: 10, mrp: 10, varItemQty: 'many' })).body).toEqual({
      error: 'Quantity must be a whole number of 0 or more',
    });
    expect(
      (await post(url).send({ price: 10, mrp: 10, varItemQty: 1, varDtl: [['', 'x']] })).body,
    ).toEqual({ error: 'All fields are required' });
    const other = await createVariableProduct(database.db, tree, [{ size: 'M', colour: 'Red' }]);
    const foreign = await post(
      `/updateProductVarient?p_id=${product.id}&var_id=${other.variants[0]!.id}`,
    ).send({ price: 1, mrp: 1, varItemQty: 1 });
    expect([foreign.status, foreign.body]).toEqual([404, { error: 'Varient not found' }]);
  });
});

describe('deleteVar and deleteVarImage', () => {
  it('deleteVarImage removes one image of the variant by url; deleteVar removes the variant and its files', async () => {
    const { post, product, choose, uploads } = await setup();
    await post(`/insertProductVarient?p_id=${product.id}`).send({ varients: choose('S', 'Red') });
    const inserted = await post(`/insertProductVarient?p_id=${product.id}`).send({
      varients: choose('M', 'Red'),
    });
    const [first, second] = inserted.body.myVarients;
    const [a, b] = await uploads.uploaded(2);
    await post(`/updateProductVarient?p_id=${product.id}&var_id=${first._id}`).send({
      price: 1,
      mrp: 1,
      varItemQty: 1,
      images: [a, b],
    });

    const withoutB = await post('/deleteVarImage').send({
      pId: product.id,
      varId: first._id,
      imgId: b,
    });
    expect(withoutB.body.myVarients[0].general.images).toEqual([a]);
    expect(uploads.stored(b!)).toBe(false);
    expect(
      (await post('/deleteVarImage').send({ pId: product.id, varId: first._id, imgId: b })).status,
    ).toBe(404);
    expect(
      (await post('/deleteVarImage').send({ pId: product.id, varId: 999, imgId: a })).body,
    ).toEqual({ error: 'Varient not found' });

    const remaining = await post('/deleteVar').send({
      pId: product.id,
      varId: first._id,
      indexx: 0,
    });
    expect(remaining.body.myVarients.map((v: { _id: number }) => v._id)).toEqual([second._id]);
    expect(uploads.stored(a!)).toBe(false);
    expect((await post('/deleteVar').send({ pId: product.id, varId: first._id })).status).toBe(404);
    // With every variant gone, the selection may change again.
    await post('/deleteVar').send({ pId: product.id, varId: second._id });
    expect(
      (await post('/setSelectedVarients').send({ pId: product.id, selectedVarients: [] })).status,
    ).toBe(200);
  });
});
