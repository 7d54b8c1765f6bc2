import request from 'supertest';
import { createVendor } from '../../../test/factories';
import { createUploadsFixture, pngBytes, removeUploadsFixtures } from '../../../test/image-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { sliders } from '../../db/schema/content';
import { absoluteImageUrls } from './public-image-urls';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const API_HOST = 'https://api.shop.example';
const G = '/api/vendor/general/156';
const OWN = /^\/uploads\/[0-9a-f]{32}\.webp$/;

async function setup(publicUrl?: string) {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir, publicUrl });
  const post = (path: string) =>
    request(app).post(path).set('Authorization', `barear ${vendor.token}`);
  return { app, post };
}

describe('image urls and PUBLIC_URL', () => {
  it('when PUBLIC_URL is set, then answers carry absolute image urls, which are taken back and stored as paths', async () => {
    const { app, post } = await setup(API_HOST);
    const uploaded = await post('/api/vendor/156/upload')
      .attach('images', await pngBytes(), 'desktop.png')
      .attach('images', await pngBytes(), 'mobile.png');
    expect(uploaded.status).toBe(200);
    const urls = uploaded.body.urls as string[];
    for (const url of urls) expect(url.startsWith(`${API_HOST}/uploads/`)).toBe(true);

    // A client sends back what it was given.
    const inserted = await post(`${G}/insertSlider`).send({
      name: 'Sale',
      link: '/sale',
      img: urls,
    });
    expect(inserted.status).toBe(200);
    expect(inserted.body.finalData.mainSlider[0].image).toEqual(urls);

    const stored = await database.db.select().from(sliders);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.desktopImage).toMatch(OWN);
    expect(`${API_HOST}${stored[0]!.desktopImage}`).toBe(urls[0]);

    const read = await request(app).get(`${G}/getSlider`);
    expect(read.body.finalData[0].image).toEqual(urls);
    // The absolute url is the picture itself.
    const served = await request(app).get(new URL(urls[0]!).pathname);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('when PUBLIC_URL is unset, then image urls stay the relative paths', async () => {
    const { app, post } = await setup();
    const uploaded = await post('/api/vendor/156/upload')
      .attach('images', await pngBytes(), 'desktop.png')
      .attach('images', await pngBytes(), 'mobile.png');
    const urls = uploaded.body.urls as string[];
    for (const url of urls) expect(url).toMatch(OWN);
    await post(`${G}/insertSlider`).send({ name: 'Sale', link: '/sale', img: urls });
    expect((await request(app).get(`${G}/getSlider`)).body.finalData[0].image).toEqual(urls);
  });

  it('when PUBLIC_URL is set, then an image url on another host is still refused', async () => {
    const { post } = await setup(API_HOST);
    const uploaded = await post('/api/vendor/156/upload')
      .attach('images', await pngBytes(), 'desktop.png')
      .attach('images', await pngBytes(), 'mobile.png');
    const [desktop, mobile] = uploaded.body.urls as string[];
    const foreign = mobile!.replace(API_HOST, 'https://elsewhere.example');
    const response = await post(`${G}/insertSlider`).send({ link: '/', img: [desktop, foreign] });
    expect(response.status).toBe(400);
    expect(await database.db.select().from(sliders)).toEqual([]);
  });

  it('rewrites only whole string values that are the shop image paths', () => {
    const id = 'a'.repeat(32);
    const body = JSON.stringify({
      image: `/uploads/${id}.webp`,
      thumb: `/uploads/${id}-400.webp`,
      demo: '/uploads/demo/garment/tshirt/1f2a44.svg',
      text: `see "/uploads/${id}.webp"`,
      other: '/uploads/../secret.webp',
      cloud: 'https://res.cloudinary.com/x/image/upload/a.jpg',
    });
    expect(JSON.parse(absoluteImageUrls(body, API_HOST))).toEqual({
      image: `${API_HOST}/uploads/${id}.webp`,
      thumb: `${API_HOST}/uploads/${id}-400.webp`,
      demo: `${API_HOST}/uploads/demo/garment/tshirt/1f2a44.svg`,
      text: `see "/uploads/${id}.webp"`,
      other: '/uploads/../secret.webp',
      cloud: 'https://res.cloudinary.com/x/image/upload/a.jpg',
    });
  });
});
