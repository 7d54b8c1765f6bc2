import { readdirSync } from 'node:fs';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import {
  createUploadsFixture,
  removeUploadsFixtures,
  jpegBytes,
  pngBytes,
} from '../../../test/image-factory';
import { createCustomer, createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();
afterAll(() => removeUploadsFixtures());

const UPLOAD = '/api/vendor/156/upload';

async function setup() {
  const uploads = createUploadsFixture();
  const vendor = await createVendor(database.db);
  const app = createTestApp(database.db, { uploadsDir: uploads.dir });
  const post = () => request(app).post(UPLOAD).set('Authorization', `barear ${vendor.token}`);
  return { uploads, vendor, app, post };
}

describe('POST /api/vendor/156/upload', () => {
  it('when real PNG and JPEG files are sent, then it answers their urls, stores them and serves them', async () => {
    const { uploads, app, post } = await setup();
    const response = await post()
      .attach('images', await pngBytes(), 'front.png')
      .attach('images', await jpegBytes(), {
        filename: 'back.jpeg',
        contentType: 'application/octet-stream',
      });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['urls']);
    expect(response.body.urls).toHaveLength(2);
    for (const url of response.body.urls as string[]) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(uploads.stored(url)).toBe(true);
    }
    const served = await request(app).get(response.body.urls[0]);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('when a text file is named .png and declared image/png, then 400 and nothing is stored', async () => {
    const { uploads, post } = await setup();
    const response = await post()
      .attach('images', await pngBytes(), 'good.png')
      .attach('images', Buffer.from('just some text, not a picture'), {
        filename: 'photo.png',
        contentType: 'image/png',
      });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: '"photo.png" is not a JPEG or PNG image' });
    expect(readdirSync(uploads.dir)).toEqual([]);
  });

  it('when a file has a PNG signature but is not a readable image, then 400 and nothing is stored', async () => {
    const { uploads, post } = await setup();
    const broken = Buffer.concat([(await pngBytes()).subarray(0, 16), Buffer.alloc(64, 7)]);
    const response = await post()
      .attach('images', await jpegBytes(), 'ok.jpg')
      .attach('images', broken, 'broken.png');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('"broken.png" is not a readable image');
    expect(readdirSync(uploads.dir)).toEqual([]);
  });

  it('when an image is larger than 5 MB, then 413 with a clear message and nothing is stored', async () => {
    const { uploads, post } = await setup();
    const sixMegabytes = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await post()
      .attach('images', await pngBytes(), 'small.png')
      .attach('images', sixMegabytes, 'huge.png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Each image must be at most 5 MB (5242880 bytes)' });
    expect(readdirSync(uploads.dir)).toEqual([]);
  });

  it('when no file, too many files or another field is sent, then 400', async () => {
    const { uploads, post } = await setup();
    const none = await post().field('note', 'hello');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'Please select at least one image' });
    const json = await post().send({ images: ['x'] });
    expect(json.body).toEqual({ error: 'Please select at least one image' });

    const image = await pngBytes();
    let eleven = post();
    for (let i = 0; i < 11; i += 1) eleven = eleven.attach('images', image, `p${i}.png`);
    const tooMany = await eleven;
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: 'Upload at most 10 images at a time' });

    const wrongField = await post().attach('file', image, 'p.png');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ error: 'Send the images in the form field "images"' });
    expect(readdirSync(uploads.dir)).toEqual([]);
  });

  it('refuses anyone but the vendor before reading the files', async () => {
    const { uploads, app, vendor } = await setup();
    const customer = await createCustomer(database.db);
    const forged = jwt.sign({ role: 'vendor', ver: 0 }, 'another-secret-of-enough-length-to-sign', {
      subject: String(vendor.id),
    });
    const image = await pngBytes();
    const anonymous = await request(app).post(UPLOAD).attach('images', image, 'a.png');
    const asCustomer = await request(app)
      .post(UPLOAD)
      .set('Authorization', `barear ${customer.token}`)
      .attach('images', image, 'a.png');
    const withForged = await request(app)
      .post(UPLOAD)
      .set('Authorization', `barear ${forged}`)
      .attach('images', image, 'a.png');
    expect([anonymous.status, asCustomer.status, withForged.status]).toEqual([401, 403, 401]);
    expect(readdirSync(uploads.dir)).toEqual([]);
  });
});
