import request from 'supertest';
import { createVendor } from '../../../test/factories';
import { createUploadsFixture, removeUploadsFixtures } from '../../../test/image-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { LINK_INVALID } from '../../contracts/links';
import { sliders } from '../../db/schema/content';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const G = '/api/vendor/general/156';

async function setup() {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir });
  const post = (path: string) =>
    request(app).post(`${G}${path}`).set('Authorization', `barear ${vendor.token}`);
  return { uploads, app, post };
}

describe('sliders', () => {
  it('insertSlider adds a slider last and answers {finalData: {mainSlider}} like getSlider', async () => {
    const { uploads, app, post } = await setup();
    const first = await uploads.uploaded(2);
    const second = await uploads.uploaded(2);
    await post('/insertSlider').send({ name: 'Summer', link: '/c/men/t-shirts', img: first });
    const response = await post('/insertSlider').send({
      name: 'Sale',
      link: 'https://example.com/sale',
      img: second,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      finalData: {
        mainSlider: [
          { _id: 1, name: 'Summer', link: '/c/men/t-shirts', image: first },
          { _id: 2, name: 'Sale', link: 'https://example.com/sale', image: second },
        ],
      },
    });
    expect((await request(app).get(`${G}/getSlider`)).body).toEqual({
      finalData: response.body.finalData.mainSlider,
    });
  });

  it('every write answers the list read from the database after the write, never the cached read', async () => {
    const { uploads, app, post } = await setup();
    const getSlider = () => request(app).get(`${G}/getSlider`);
    // Each write follows a public read that primes the read cache.
    expect((await getSlider()).body).toEqual({ finalData: [] });
    const images = await uploads.uploaded(2);
    const inserted = await post('/insertSlider').send({ name: 'A', link: '/a', img: images });
    expect(inserted.body.finalData.mainSlider).toEqual([
      { _id: 1, name: 'A', link: '/a', image: images },
    ]);
    expect((await getSlider()).body.finalData).toHaveLength(1);
    const updated = await post('/updateSlider').send({
      index: 1,
      name: 'B',
      link: '/b',
      img: images,
    });
    expect(updated.body.finalData.mainSlider).toEqual([
      { _id: 1, name: 'B', link: '/b', image: images },
    ]);
    expect((await getSlider()).body.finalData[0].name).toBe('B');
    const deleted = await post('/deleteSlider').send({ index: 1 });
    expect(deleted.body).toEqual({ finalData: { mainSlider: [] } });
    expect((await getSlider()).body).toEqual({ finalData: [] });
  });

  it.each([
    [{ name: 'x' }, 'Plese Fill all Fields'],
    [{ name: 'x', link: '  ' }, 'Plese Fill all Fields'],
    [{ link: 'javascript:alert(1)' }, LINK_INVALID],
    [{ link: '//evil.example' }, LINK_INVALID],
    // Browsers read a backslash as a slash: this "page" opens http://evil.example/.
    [{ link: '/\\evil.example/' }, LINK_INVALID],
    [{ link: '/\\/evil.example' }, LINK_INVALID],
    [{ link: 'http://example.com/sale' }, LINK_INVALID],
    [{ link: 'https:evil.example' }, LINK_INVALID],
    [{ link: 'https://' }, LINK_INVALID],
    [{ link: '/c/men', img: 'one' }, 'Please select two images'],
    [{ link: '/c/men', img: [] }, 'Please select two images'],
  ])('insertSlider refuses %p with "%s"', async (body, error) => {
    const { post } = await setup();
    const response = await post('/insertSlider').send(body);
    expect([response.status, response.body]).toEqual([400, { error }]);
  });

  it('insertSlider refuses images that were not uploaded, and one image too few', async () => {
    const { uploads, post } = await setup();
    const [image] = await uploads.uploaded(1);
    expect((await post('/insertSlider').send({ link: '/', img: [image] })).body).toEqual({
      error: 'Please select two images',
    });
    const foreign = await post('/insertSlider').send({
      link: '/',
      img: [image, 'https://elsewhere.example/b.jpg'],
    });
    expect(foreign.status).toBe(400);
    expect(await database.db.$count(sliders)).toBe(0);
  });

  it('updateSlider takes the slider id as index, keeps or replaces images, and deletes the replaced file', async () => {
    const { uploads, post } = await setup();
    const [desktop, mobile] = await uploads.uploaded(2);
    await post('/insertSlider').send({ name: 'A', link: '/a', img: [desktop, mobile] });
    const [newMobile] = await uploads.uploaded(1);
    const response = await post('/updateSlider').send({
      index: 1,
      name: 'B',
      link: '/b',
      img: [desktop, newMobile],
    });
    expect(response.body.finalData.mainSlider).toEqual([
      { _id: 1, name: 'B', link: '/b', image: [desktop, newMobile] },
    ]);
    expect([uploads.stored(desktop!), uploads.stored(mobile!)]).toEqual([true, false]);
    expect(
      (await post('/updateSlider').send({ index: 1, name: 'B', link: '/b', img: [desktop] })).body,
    ).toEqual({ error: 'Please select two images' });
    expect(
      (await post('/updateSlider').send({ index: 9, link: '/b', img: [desktop, newMobile] }))
        .status,
    ).toBe(404);
  });

  it('deleteSlider takes the slider id as index and deletes its files', async () => {
    const { uploads, post } = await setup();
    const images = await uploads.uploaded(2);
    await post('/insertSlider').send({ link: '/a', img: images });
    const response = await post('/deleteSlider').send({ index: 1 });
    expect(response.body).toEqual({ finalData: { mainSlider: [] } });
    expect(images.map((url) => uploads.stored(url))).toEqual([false, false]);
    expect((await post('/deleteSlider').send({ index: 1 })).status).toBe(404);
  });
});
