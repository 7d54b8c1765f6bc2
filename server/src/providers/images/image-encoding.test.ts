import sharp from 'sharp';
import { jpegBytes, pngBytes } from '../../../test/image-factory';
import { detectImageFormat, encodeImages, ImageRejected } from './image-encoding';

describe('detectImageFormat', () => {
  it('recognises JPEG and PNG by their first bytes, and nothing else', async () => {
    expect(detectImageFormat(await jpegBytes())).toBe('jpeg');
    expect(detectImageFormat(await pngBytes())).toBe('png');
    expect(
      detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(detectImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageFormat(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('encodeImages', () => {
  it('when an image is large, then it stores WebP at most 1600 px and a 400 px thumbnail', async () => {
    const [encoded] = await encodeImages([await pngBytes(2400, 1200)]);
    const full = await sharp(encoded!.full).metadata();
    const thumbnail = await sharp(encoded!.thumbnail).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 800]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 400, 200]);
  });

  it('never enlarges a small image', async () => {
    const [encoded] = await encodeImages([await pngBytes(120, 80)]);
    expect((await sharp(encoded!.full).metadata()).width).toBe(120);
  });

  it('when a photo carries EXIF, then it is turned upright and the metadata is dropped', async () => {
    const photo = await jpegBytes(40, 20, { orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const [encoded] = await encodeImages([photo]);
    const meta = await sharp(encoded!.full).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('when one image of a batch is not an image, then the batch fails naming its position', async () => {
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really'),
    ]);
    await expect(encodeImages([await pngBytes(), fakePng])).rejects.toMatchObject({
      name: 'ImageRejected',
      index: 1,
      reason: 'is not a readable image',
    });
    await expect(encodeImages([Buffer.from('hello')])).rejects.toBeInstanceOf(ImageRejected);
  });
});
