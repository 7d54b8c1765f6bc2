import { readdirSync } from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createUploadsFixture, removeUploadsFixtures, pngBytes } from '../../../test/image-factory';
import { thumbnailUrl } from '../../contracts/media';

afterAll(removeUploadsFixtures);

describe('local image store', () => {
  it('stores a full-size file and a thumbnail under a random name, and owns the url', async () => {
    const uploads = createUploadsFixture();
    const [first, second] = await uploads.store.save([await pngBytes(), await pngBytes()]);
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(second).not.toBe(first);
    expect(uploads.stored(first!)).toBe(true);
    expect(readdirSync(uploads.dir)).toHaveLength(4);
    await expect(uploads.store.owns(first!)).resolves.toBe(true);
    // The client finds the thumbnail from the url alone.
    expect(existsSync(path.join(uploads.dir, path.basename(thumbnailUrl(first!))))).toBe(true);
    expect(thumbnailUrl(first!)).toMatch(/-400\.webp$/);
    expect(thumbnailUrl('/uploads/demo/category/men.svg')).toBe('/uploads/demo/category/men.svg');
  });

  it('does not own urls it did not produce or no longer holds', async () => {
    const { store } = createUploadsFixture();
    for (const url of [
      '/uploads/demo/category/men.svg',
      'https://evil.example/x.webp',
      `/uploads/${'a'.repeat(32)}.webp`,
      '/uploads/../../etc/passwd',
    ]) {
      await expect(store.owns(url)).resolves.toBe(false);
    }
  });

  it('remove deletes both files and ignores urls it does not own', async () => {
    const uploads = createUploadsFixture();
    const url = await uploads.uploadedOne();
    await uploads.store.remove('/uploads/demo/category/men.svg');
    await uploads.store.remove(url);
    expect(uploads.stored(url)).toBe(false);
    expect(readdirSync(uploads.dir)).toEqual([]);
    await expect(uploads.store.remove(url)).resolves.toBeUndefined();
  });

  it('when one image of the batch is bad, then nothing is stored', async () => {
    const uploads = createUploadsFixture();
    await expect(uploads.store.save([await pngBytes(), Buffer.from('text')])).rejects.toMatchObject(
      { index: 1 },
    );
    expect(readdirSync(uploads.dir)).toEqual([]);
  });
});
