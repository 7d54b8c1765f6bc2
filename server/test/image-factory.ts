import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalImageStore } from '../src/providers/images/local-image-store';

let colourCounter = 0;
const nextColour = () => {
  colourCounter += 1;
  return {
    r: (colourCounter * 67) % 256,
    g: (colourCounter * 131) % 256,
    b: (colourCounter * 29) % 256,
  };
};

/** A small real PNG (a plain colour). */
export function pngBytes(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: nextColour() } })
    .png()
    .toBuffer();
}

/** A small real JPEG, optionally with EXIF (orientation, camera data) as phones write it. */
export function jpegBytes(
  width = 32,
  height = 24,
  exif?: { orientation: number },
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: nextColour() } });
  const withExif = exif
    ? image.withMetadata({
        orientation: exif.orientation,
        exif: { IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' } },
      })
    : image;
  return withExif.jpeg().toBuffer();
}

/**
 * A temporary uploads folder with its local image store, for tests that need urls the upload
 * endpoint would have produced.
 */
const fixtureDirs: string[] = [];

/** Deletes every uploads folder this test file made (call from afterAll). */
export function removeUploadsFixtures(): void {
  for (const dir of fixtureDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function createUploadsFixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  fixtureDirs.push(dir);
  const store = createLocalImageStore(dir);
  return {
    dir,
    store,
    /** Stores `count` small images and answers their urls. */
    async uploaded(count = 1): Promise<string[]> {
      return store.save(await Promise.all(Array.from({ length: count }, () => pngBytes())));
    },
    async uploadedOne(): Promise<string> {
      const [url] = await this.uploaded(1);
      return url!;
    },
    /** Whether the full-size and thumbnail files of `url` are on disk. */
    stored(url: string): boolean {
      const file = path.join(dir, path.basename(url));
      return existsSync(file) && existsSync(file.replace(/\.webp$/, '-400.webp'));
    },
  };
}
