import { loadSharp } from './load-sharp';

export type ImageFormat = 'jpeg' | 'png';

/** Stored sizes: the full image fits 1600 px, the thumbnail (cards, lists) 400 px. */
export const FULL_SIZE_PX = 1600;
export const THUMBNAIL_PX = 400;
/**
 * A 5 MB PNG can decode to gigabytes of pixels; 50 megapixels covers every phone camera and
 * keeps one decode well under a gigabyte.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** Why an image was refused; `index` is its position in the batch. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: string,
    readonly index: number,
  ) {
    super(reason);
    this.name = 'ImageRejected';
  }
}

/** Recognises JPEG and PNG by their first bytes, whatever the file's name or declared type. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'png';
  return undefined;
}

export interface EncodedImage {
  full: Buffer;
  thumbnail: Buffer;
}

/**
 * Decodes and re-encodes as WebP: turned upright from its EXIF orientation, every metadata
 * block (EXIF with GPS, ICC, XMP) dropped, so nothing the camera wrote is published.
 */
async function encodeOne(bytes: Buffer, index: number): Promise<EncodedImage> {
  if (!detectImageFormat(bytes)) throw new ImageRejected('is not a JPEG or PNG image', index);
  const sharp = await loadSharp();
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const fit = (px: number) => ({
      width: px,
      height: px,
      fit: 'inside' as const,
      withoutEnlargement: true,
    });
    const [full, thumbnail] = await Promise.all([
      source.clone().resize(fit(FULL_SIZE_PX)).webp({ quality: 82 }).toBuffer(),
      source.clone().resize(fit(THUMBNAIL_PX)).webp({ quality: 75 }).toBuffer(),
    ]);
    return { full, thumbnail };
  } catch (err) {
    const tooLarge = err instanceof Error && /pixel limit/i.test(err.message);
    throw new ImageRejected(
      tooLarge ? 'has too many pixels (50 megapixels at most)' : 'is not a readable image',
      index,
    );
  }
}

/** Re-encodes a batch; throws ImageRejected for the first bad image, before anything is stored. */
export function encodeImages(images: Buffer[]): Promise<EncodedImage[]> {
  return Promise.all(images.map((bytes, index) => encodeOne(bytes, index)));
}
