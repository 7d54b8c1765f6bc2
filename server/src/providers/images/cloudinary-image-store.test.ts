import { jpegBytes, pngBytes } from '../../../test/image-factory';
import { appConfigFrom } from '../../config/app-config';
import { thumbnailUrl } from '../../contracts/media';
import { parseEnv } from '../../config/env';
import {
  cloudinaryCredentialsFrom,
  createCloudinaryImageStore,
  type CloudinarySdk,
} from './cloudinary-image-store';

const credentials = { cloudName: 'demo-shop', apiKey: 'key', apiSecret: 'secret' };

/** Cloudinary is outside: a fake SDK records what the store sends. */
function fakeSdk(options: { failOn?: number } = {}) {
  const uploads: { options: Record<string, unknown>; bytes: Buffer }[] = [];
  const destroyed: string[] = [];
  const configured: unknown[] = [];
  const sdk: CloudinarySdk = {
    config: (values) => configured.push(values),
    uploader: {
      upload_stream: (uploadOptions, callback) => ({
        end: (bytes: Buffer) => {
          const n = uploads.push({ options: uploadOptions, bytes });
          const publicId = String(uploadOptions.public_id);
          setImmediate(() =>
            n === options.failOn
              ? callback(new Error('network down'))
              : callback(undefined, {
                  public_id: publicId,
                  secure_url: `https://res.cloudinary.com/demo-shop/image/upload/v17/${publicId}.webp`,
                }),
          );
        },
      }),
      destroy: async (publicId) => {
        destroyed.push(publicId);
        return { result: 'ok' };
      },
    },
  };
  return { sdk, uploads, destroyed, configured };
}

describe('cloudinary image store', () => {
  it('loads the SDK only on first use, uploads re-encoded WebP under the folder, and owns the urls', async () => {
    const fake = fakeSdk();
    const loadSdk = jest.fn(async () => fake.sdk);
    const store = createCloudinaryImageStore(credentials, { loadSdk });
    expect(loadSdk).not.toHaveBeenCalled();

    const urls = await store.save([await pngBytes(), await jpegBytes(30, 20, { orientation: 6 })]);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(fake.configured).toEqual([
      { cloud_name: 'demo-shop', api_key: 'key', api_secret: 'secret', secure: true },
    ]);
    expect(urls).toHaveLength(2);
    expect(thumbnailUrl(urls[0]!)).toMatch(
      /^https:\/\/res\.cloudinary\.com\/demo-shop\/image\/upload\/c_limit,w_400\/v17\/shop\//,
    );
    for (const upload of fake.uploads) {
      expect(upload.options.public_id).toMatch(/^shop\/[0-9a-f]{32}$/);
      expect(upload.bytes.subarray(8, 12).toString()).toBe('WEBP');
    }
    await expect(store.owns(urls[0]!)).resolves.toBe(true);
    await expect(
      store.owns('https://res.cloudinary.com/other/image/upload/v1/shop/x.webp'),
    ).resolves.toBe(false);
  });

  it('when one upload fails, then the ones that succeeded are destroyed and the batch fails', async () => {
    const fake = fakeSdk({ failOn: 2 });
    const store = createCloudinaryImageStore(credentials, { loadSdk: async () => fake.sdk });
    await expect(store.save([await pngBytes(), await pngBytes()])).rejects.toThrow('network down');
    expect(fake.destroyed).toEqual([fake.uploads[0]!.options.public_id]);
  });

  it('remove destroys the image by its public id and ignores foreign urls', async () => {
    const fake = fakeSdk();
    const store = createCloudinaryImageStore(credentials, { loadSdk: async () => fake.sdk });
    const id = 'b'.repeat(32);
    await store.remove(`https://res.cloudinary.com/demo-shop/image/upload/v9/shop/${id}.webp`);
    await store.remove('/uploads/demo/category/men.svg');
    expect(fake.destroyed).toEqual([`shop/${id}`]);
  });
});

describe('cloudinaryCredentialsFrom', () => {
  it('reads CLOUDINARY_URL or the three variables, and nothing when incomplete', () => {
    expect(
      cloudinaryCredentialsFrom({ CLOUDINARY_URL: 'cloudinary://123:abc%2F@my-cloud' }),
    ).toEqual({ cloudName: 'my-cloud', apiKey: '123', apiSecret: 'abc/' });
    expect(
      cloudinaryCredentialsFrom({
        CLOUDINARY_CLOUD_NAME: 'c',
        CLOUDINARY_API_KEY: 'k',
        CLOUDINARY_API_SECRET: 's',
      }),
    ).toEqual({ cloudName: 'c', apiKey: 'k', apiSecret: 's' });
    expect(cloudinaryCredentialsFrom({ CLOUDINARY_CLOUD_NAME: 'c' })).toBeUndefined();
    expect(cloudinaryCredentialsFrom({})).toBeUndefined();
  });
});

describe('Cloudinary configuration', () => {
  it('refuses a malformed CLOUDINARY_URL or an incomplete set of the three variables at start-up', () => {
    expect(() => parseEnv({ CLOUDINARY_URL: 'https://api.cloudinary.com' })).toThrow(
      'Invalid configuration: CLOUDINARY_URL must look like cloudinary://API_KEY:API_SECRET@CLOUD_NAME',
    );
    expect(() => parseEnv({ CLOUDINARY_CLOUD_NAME: 'c', CLOUDINARY_API_KEY: 'k' })).toThrow(
      'must be set together',
    );
  });

  it('gives the app the credentials only when configured (local storage otherwise)', () => {
    const config = (env: NodeJS.ProcessEnv) =>
      appConfigFrom(parseEnv(env), { jwtSecret: 'x'.repeat(32) });
    expect(config({ CLOUDINARY_URL: 'cloudinary://k:s@shop' }).cloudinary).toEqual({
      cloudName: 'shop',
      apiKey: 'k',
      apiSecret: 's',
    });
    expect(config({}).cloudinary).toBeUndefined();
  });
});
