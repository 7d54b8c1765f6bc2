import { randomBytes } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeImages } from './image-encoding';
import type { ImageStore } from './image-store';

/** `/uploads/<32 hex>.webp`; the thumbnail is its `-400.webp` sibling (see contracts/media.ts). */
const OWN_URL = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/**
 * Files under the uploads folder (served at /uploads with a year's cache: a name is never reused,
 * so a file never changes). Names are random, so urls cannot be guessed or collide.
 */
export function createLocalImageStore(dir: string): ImageStore {
  const filesOf = (id: string) =>
    [path.join(dir, `${id}.webp`), path.join(dir, `${id}-400.webp`)] as const;

  return {
    name: 'local',

    async save(images) {
      const encoded = await encodeImages(images);
      await mkdir(dir, { recursive: true });
      const written: string[] = [];
      try {
        const urls: string[] = [];
        for (const image of encoded) {
          const id = randomBytes(16).toString('hex');
          const [full, thumbnail] = filesOf(id);
          written.push(full);
          await writeFile(full, image.full, { flag: 'wx' });
          written.push(thumbnail);
          await writeFile(thumbnail, image.thumbnail, { flag: 'wx' });
          urls.push(`/uploads/${id}.webp`);
        }
        return urls;
      } catch (err) {
        // A full disk half-way through leaves no stray files behind.
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw err;
      }
    },

    async owns(url) {
      const id = OWN_URL.exec(url)?.[1];
      if (!id) return false;
      try {
        await access(filesOf(id)[0]);
        return true;
      } catch {
        return false;
      }
    },

    async remove(url) {
      const id = OWN_URL.exec(url)?.[1];
      if (!id) return;
      await Promise.all(filesOf(id).map((file) => rm(file, { force: true })));
    },
  };
}
