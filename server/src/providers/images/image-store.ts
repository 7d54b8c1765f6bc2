import type { Logger } from '../../lib/logger';
import { createCloudinaryImageStore, type CloudinaryCredentials } from './cloudinary-image-store';
import { createLocalImageStore } from './local-image-store';

/**
 * Where uploaded images live. Both stores re-encode (image-encoding.ts) before storing, and
 * refuse a whole batch when one image is bad (ImageRejected), storing nothing.
 */
export interface ImageStore {
  readonly name: 'local' | 'cloudinary';
  /** Stores the images; answers their full-size urls in the same order. All or nothing. */
  save(images: Buffer[]): Promise<string[]>;
  /** Whether `url` is an image this store produced (and, where cheap to know, still holds). */
  owns(url: string): Promise<boolean>;
  /** Deletes the stored files behind `url`; urls it does not own are ignored. */
  remove(url: string): Promise<void>;
}

export interface ImageStoreSettings {
  /** Local storage folder, served at /uploads. */
  uploadsDir: string;
  cloudinary?: CloudinaryCredentials;
}

/** Cloudinary when configured, otherwise files on local disk. */
export function createImageStore(settings: ImageStoreSettings, logger: Logger): ImageStore {
  if (settings.cloudinary) {
    logger.info({ cloud: settings.cloudinary.cloudName }, 'images are stored on Cloudinary');
    return createCloudinaryImageStore(settings.cloudinary);
  }
  return createLocalImageStore(settings.uploadsDir);
}
