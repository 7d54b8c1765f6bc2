import request from 'supertest';
import {
  createAttributes,
  createCategoryTree,
  createSimpleProduct,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { attributes, attributeValues } from '../../db/schema/catalog';

const database = databasePerFile();

const P = '/api/vendor/product/156';
const IN_USE =
  'This Value is used in product. If you want to delete first delete those product varient';

async function setup() {
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db);
  return {
    app,
    post: (path: string) =>
      request(app).post(`${P}${path}`).set('Authorization', `barear ${vendor.token}`),
  };
}

describe('insertAttribute', () => {
  it('takes comma-separated values (or a list), trims them, drops blanks and repeats; answers {myAttributes}', async () => {
    const { post, app } = await setup();
    const fromText = await post('/insertAttribute').send({
      attribute: ' Size ',
      values: 'S, M ,,L, M',
    });
    expect(fromText.status).toBe(200);
    expect(fromText.body).toEqual({
      myAttributes: [{ _id: 1, attribute: 'Size', values: ['S', 'M', 'L'] }],
    });
    const fromList = await post('/insertAttribute').send({
      attribute: 'Colour',
      values: ['Red', ' Blue '],
    });
    expect(fromList.body.myAttributes[1]).toEqual({
      _id: 2,
      attribute: 'Colour',
      values: ['Red', 'Blue'],
    });
    expect((await request(app).get(`${P}/getAttribute`)).body).toEqual(fromList.body);
  });

  it.each([
    [{ attribute: '', values: 'S' }],
    [{ attribute: 'Size', values: ' , ' }],
    [{ attribute: 'Size' }],
    [{ values: 'S' }],
  ])('refuses %p with "All fields are required"', async (body) => {
    const { post } = await setup();
    const response = await post('/insertAttribute').send(body);
    expect([response.status, response.body]).toEqual([400, { error: 'All fields are required' }]);
  });

  it('refuses a second attribute of the same name', async () => {
    const { post } = await setup();
    await post('/insertAttribute').send({ attribute: 'Size', values: 'S' });
    const again = await post('/insertAttribute').send({ attribute: 'size', values: 'M' });
    expect([again.status, again.body]).toEqual([409, { error: 'This attribute already exists' }]);
  });
});

describe('getAttributeWithId', () => {
  it('answers the values with, per value, the ids of the products whose variants use it', async () => {
    const { post } = await setup();
    const tree = await createCategoryTree(database.db);
    const first = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red' },
      { size: 'L', colour: 'Red' },
    ]);
    const response = await post('/getAttributeWithId').send({ id: first.attrs.size.id });
    expect(response.body).toEqual({
      myAttribute: {
        _id: first.attrs.size.id,
        attribute: first.attrs.size.name,
        values: ['M', 'L'],
        numProduct: [[first.product.id], [first.product.id]],
      },
    });
    await database.db
      .insert(attributeValues)
      .values({ attributeId: first.attrs.size.id, value: 'XL', position: 9 });
    expect(
      (await post('/getAttributeWithId').send({ id: first.attrs.size.id })).body.myAttribute
        .numProduct,
    ).toEqual([[first.product.id], [first.product.id], []]);
    expect((await post('/getAttributeWithId').send({ id: 999 })).status).toBe(404);
  });
});

describe('setAttributes, pushNewAttribute and deleteAttributeValue', () => {
  it('renames, adds a value (0 when present) and removes an unused value', async () => {
    const { post } = await setup();
    const { size, colour } = await createAttributes(database.db, ['S'], ['Red']);
    const renamed = await post('/setAttributes').send({ id: size.id, attribute: 'Waist' });
    expect(renamed.body.myAttributes[0]).toMatchObject({ attribute: 'Waist' });
    expect(
      (await post('/setAttributes').send({ id: size.id, attribute: colour.name })).status,
    ).toBe(409);
    expect((await post('/setAttributes').send({ id: 999, attribute: 'X' })).status).toBe(404);

    const pushed = await post('/pushNewAttribute').send({ id: size.id, value: ' M ' });
    expect(pushed.body.myAttributes[0].values).toEqual(['S', 'M']);
    const present = await post('/pushNewAttribute').send({ id: size.id, value: 'm' });
    expect([present.status, present.body]).toEqual([200, { myAttributes: 0 }]);
    expect((await post('/pushNewAttribute').send({ id: size.id, value: '' })).body).toEqual({
      error: 'All fields are required',
    });

    const removed = await post('/deleteAttributeValue').send({ id: size.id, value: 'S' });
    expect(removed.body.myAttributes[0].values).toEqual(['M']);
    expect((await post('/deleteAttributeValue').send({ id: size.id, value: 'S' })).body).toEqual({
      error: 'Value not found',
    });
  });

  it('setAttributes with the attribute object replaces the values in its order (the original client)', async () => {
    const { post } = await setup();
    const tree = await createCategoryTree(database.db);
    const { attrs } = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red' },
    ]);
    await database.db
      .insert(attributeValues)
      .values({ attributeId: attrs.size.id, value: 'S', position: 5 });
    const detail = (await post('/getAttributeWithId').send({ id: attrs.size.id })).body.myAttribute;
    expect(detail.values).toEqual(['M', 'S']);
    // The original client edits the object it read and sends it back whole.
    const replaced = await post('/setAttributes').send({
      id: attrs.size.id,
      attribute: { ...detail, values: ['XL', 'M'], numProduct: [[], []] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.myAttributes[0]).toEqual({
      _id: attrs.size.id,
      attribute: attrs.size.name,
      values: ['XL', 'M'],
    });
    // M is used by a variant: dropping it is refused and nothing changes.
    const refused = await post('/setAttributes').send({
      id: attrs.size.id,
      attribute: { attribute: 'Waist', values: ['XL'] },
    });
    expect([refused.status, refused.body]).toEqual([409, { error: IN_USE }]);
    const after = (await post('/getAttributeWithId').send({ id: attrs.size.id })).body.myAttribute;
    expect([after.attribute, after.values]).toEqual([attrs.size.name, ['XL', 'M']]);
    expect(
      (await post('/setAttributes').send({ id: attrs.size.id, attribute: { values: ' , ' } }))
        .status,
    ).toBe(400);
  });

  it('refuses to remove a value that variants use, and keeps it', async () => {
    const { post } = await setup();
    const tree = await createCategoryTree(database.db);
    const { attrs } = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red' },
    ]);
    const response = await post('/deleteAttributeValue').send({ id: attrs.size.id, value: 'M' });
    expect([response.status, response.body]).toEqual([409, { error: IN_USE }]);
    expect(await database.db.$count(attributeValues)).toBe(2);
  });
});

describe('deleteAttribute', () => {
  it('deletes an unused attribute and answers {myAttributes}', async () => {
    const { post } = await setup();
    const { size, colour } = await createAttributes(database.db);
    const response = await post('/deleteAttribute').send({ id: size.id });
    expect(response.body.myAttributes.map((a: { _id: number }) => a._id)).toEqual([colour.id]);
    expect((await post('/deleteAttribute').send({ id: size.id })).status).toBe(404);
  });

  it('when variants use it, then 200 {error: [[attributeName, productIds]]} and nothing is deleted', async () => {
    const { post } = await setup();
    const tree = await createCategoryTree(database.db);
    const first = await createVariableProduct(database.db, tree, [
      { size: 'M', colour: 'Red' },
      { size: 'L', colour: 'Red' },
    ]);
    const second = await createSimpleProduct(database.db, tree);
    await post('/setSelectedVarients').send({
      pId: second.id,
      selectedVarients: [first.attrs.size.id, first.attrs.colour.id],
    });
    const choice = [
      { attr_id: first.attrs.size.id, value: 'L' },
      { attr_id: first.attrs.colour.id, value: 'Red' },
    ];
    expect(
      (await post(`/insertProductVarient?p_id=${second.id}`).send({ varients: choice })).status,
    ).toBe(200);

    const response = await post('/deleteAttribute').send({ id: first.attrs.size.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      error: [[first.attrs.size.name, [first.product.id, second.id]]],
    });
    expect(await database.db.$count(attributes)).toBe(2);
  });
});

describe('attribute writes after a cached read', () => {
  it('each write answers the list read from the database after the write', async () => {
    const { post, app } = await setup();
    const getAttribute = async () => (await request(app).get(`${P}/getAttribute`)).body;
    const prime = async () => expect((await getAttribute()).myAttributes).toBeDefined();

    await prime();
    const inserted = await post('/insertAttribute').send({ attribute: 'Size', values: 'S' });
    expect(inserted.body.myAttributes).toEqual([{ _id: 1, attribute: 'Size', values: ['S'] }]);

    await prime();
    const renamed = await post('/setAttributes').send({ id: 1, attribute: 'Waist' });
    expect(renamed.body.myAttributes[0].attribute).toBe('Waist');

    await prime();
    const replaced = await post('/setAttributes').send({
      id: 1,
      attribute: { values: ['S', 'L'] },
    });
    expect(replaced.body.myAttributes[0].values).toEqual(['S', 'L']);

    await prime();
    const pushed = await post('/pushNewAttribute').send({ id: 1, value: 'M' });
    expect(pushed.body.myAttributes[0].values).toEqual(['S', 'L', 'M']);

    await prime();
    const removed = await post('/deleteAttributeValue').send({ id: 1, value: 'S' });
    expect(removed.body.myAttributes[0].values).toEqual(['L', 'M']);

    await prime();
    const deleted = await post('/deleteAttribute').send({ id: 1 });
    expect(deleted.body).toEqual({ myAttributes: [] });
    expect(await getAttribute()).toEqual({ myAttributes: [] });
  });
});
