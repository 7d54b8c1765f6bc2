import type { Database } from '../../db/client';
import { Invalid } from '../../http/errors';
import type { Logger } from '../../lib/logger';
import { detectImageFormat, ImageRejected } from '../../providers/images/image-encoding';
import type { ImageStore } from '../../providers/images/image-store';
import { findReferencedUrls } from './image-references.repository';

export const NOT_UPLOADED =
  'Please upload the images first: only urls from the upload endpoint are accepted';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/** Uploaded images: storing them, vouching for their urls, and deleting the unused ones. */
export function createMediaService(db: Database, store: ImageStore, logger: Logger) {
  return {
    /** Checks every file is a JPEG or PNG by its content, then stores all of them or none. */
    async upload(files: UploadedFile[]): Promise<string[]> {
      if (files.length === 0) throw new Invalid('Please select at least one image');
      const bad = files.find((file) => !detectImageFormat(file.buffer));
      if (bad) throw new Invalid(`"${shortName(bad.originalname)}" is not a JPEG or PNG image`);
      try {
        return await store.save(files.map((file) => file.buffer));
      } catch (err) {
        if (!(err instanceof ImageRejected)) throw err;
        throw new Invalid(
          `"${shortName(files[err.index]?.originalname ?? 'image')}" ${err.reason}`,
        );
      }
    },

    /**
     * Refuses any url the image store did not produce, so no one can make the shop show a
     * picture from elsewhere; urls the record already shows (`kept`) stay acceptable.
     */
    async assertUsable(urls: Iterable<string>, kept: Iterable<string> = []): Promise<void> {
      const known = new Set(kept);
      for (const url of new Set(urls)) {
        if (!known.has(url) && !(await store.owns(url))) throw new Invalid(NOT_UPLOADED);
      }
    },

    /**
     * Deletes the stored files of `urls` that no row shows any more. Called after the change
     * that dropped them has committed; a failure is logged, never undoes that change.
     */
    async discard(urls: Iterable<string>): Promise<void> {
      const candidates = [...new Set(urls)];
      if (candidates.length === 0) return;
      try {
        const referenced = await findReferencedUrls(db, candidates);
        await Promise.all(
          candidates.filter((url) => !referenced.has(url)).map((url) => store.remove(url)),
        );
      } catch (err) {
        logger.warn({ err, urls: candidates }, 'could not delete unused images');
      }
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
