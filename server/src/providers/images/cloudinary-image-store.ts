import { randomBytes } from 'node:crypto';
import { encodeImages } from './image-encoding';
import type { ImageStore } from './image-store';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

const CLOUDINARY_URL = /^cloudinary:\/\/([^:@/]+):([^@/]+)@([\w-]+)$/;

/** The credentials from CLOUDINARY_URL (cloudinary://KEY:SECRET@CLOUD) or the three variables. */
export function cloudinaryCredentialsFrom(env: {
  CLOUDINARY_URL?: string;
  CLOUDINARY_CLOUD_NAME?: string;
  CLOUDINARY_API_KEY?: string;
  CLOUDINARY_API_SECRET?: string;
}): CloudinaryCredentials | undefined {
  const fromUrl = env.CLOUDINARY_URL ? CLOUDINARY_URL.exec(env.CLOUDINARY_URL) : null;
  if (fromUrl) {
    const [, apiKey = '', apiSecret = '', cloudName = ''] = fromUrl;
    return {
      cloudName,
      apiKey: decodeURIComponent(apiKey),
      apiSecret: decodeURIComponent(apiSecret),
    };
  }
  const {
    CLOUDINARY_CLOUD_NAME: cloudName,
    CLOUDINARY_API_KEY: apiKey,
    CLOUDINARY_API_SECRET: apiSecret,
  } = env;
  return cloudName && apiKey && apiSecret ? { cloudName, apiKey, apiSecret } : undefined;
}

/** Whether a CLOUDINARY_URL value has the shape the SDK documents. */
export const isCloudinaryUrl = (value: string) => CLOUDINARY_URL.test(value);

interface UploadResult {
  secure_url: string;
  public_id: string;
}

/** The part of the cloudinary SDK (v2) this store uses; tests pass a fake. */
export interface CloudinarySdk {
  config(options: {
    cloud_name: string;
    api_key: string;
    api_secret: string;
    secure: boolean;
  }): unknown;
  uploader: {
    upload_stream(
      options: Record<string, unknown>,
      callback: (error: unknown, result?: UploadResult) => void,
    ): { end(data: Buffer): void };
    destroy(publicId: string, options: Record<string, unknown>): Promise<unknown>;
  };
}

// The SDK costs ~90 ms to load, so it loads on the first upload, and only when configured.
const loadCloudinary = async () => (await import('cloudinary')).v2 as unknown as CloudinarySdk;

/**
 * Cloudinary: images are re-encoded here (metadata stripped, at most 1600 px) and uploaded as
 * `<folder>/<random>`; thumbnails are Cloudinary transformations of the same image.
 */
export function createCloudinaryImageStore(
  credentials: CloudinaryCredentials,
  options: { folder?: string; loadSdk?: () => Promise<CloudinarySdk> } = {},
): ImageStore {
  const folder = options.folder ?? 'shop';
  let sdk: Promise<CloudinarySdk> | undefined;
  const client = () =>
    (sdk ??= (options.loadSdk ?? loadCloudinary)().then((cloudinary) => {
      cloudinary.config({
        cloud_name: credentials.cloudName,
        api_key: credentials.apiKey,
        api_secret: credentials.apiSecret,
        secure: true,
      });
      return cloudinary;
    }));
  const cloud = credentials.cloudName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ownUrl = new RegExp(
    `^https://res\\.cloudinary\\.com/${cloud}/image/upload/(?:v\\d+/)?(${folder}/[0-9a-f]{32})\\.webp$`,
  );

  async function uploadOne(cloudinary: CloudinarySdk, image: Buffer): Promise<UploadResult> {
    const publicId = `${folder}/${randomBytes(16).toString('hex')}`;
    return new Promise((resolve, reject) => {
      const options = {
        public_id: publicId,
        resource_type: 'image',
        format: 'webp',
        overwrite: false,
      };
      cloudinary.uploader
        .upload_stream(options, (error, result) =>
          error || !result ? reject(error ?? new Error('no upload result')) : resolve(result),
        )
        .end(image);
    });
  }

  return {
    name: 'cloudinary',

    async save(images) {
      const encoded = await encodeImages(images);
      const cloudinary = await client();
      const results = await Promise.allSettled(
        encoded.map((image) => uploadOne(cloudinary, image.full)),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) {
        // All or nothing: take back what did get uploaded.
        await Promise.allSettled(
          results.flatMap((result) =>
            result.status === 'fulfilled'
              ? [cloudinary.uploader.destroy(result.value.public_id, { resource_type: 'image' })]
              : [],
          ),
        );
        throw failed.reason;
      }
      return results.map(
        (result) => (result as PromiseFulfilledResult<UploadResult>).value.secure_url,
      );
    },

    async owns(url) {
      return ownUrl.test(url);
    },

    async remove(url) {
      const publicId = ownUrl.exec(url)?.[1];
      if (!publicId) return;
      await (
        await client()
      ).uploader.destroy(publicId, { resource_type: 'image', invalidate: true });
    },
  };
}
