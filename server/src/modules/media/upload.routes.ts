import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import {
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_FIELD,
  type UploadResponse,
} from '../../contracts/media';
import { HttpError, Invalid } from '../../http/errors';
import type { MediaService } from './media.service';

/** POST /api/vendor/156/upload (behind the vendor guard, so nobody else's body is even read). */
export function uploadRoutes(media: MediaService): Router {
  const router = Router();
  // In memory: at most 10 × 5 MB per request, checked and re-encoded before anything is written.
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_UPLOAD_FILES,
      fields: 10,
      parts: MAX_UPLOAD_FILES + 10,
    },
  }).array(UPLOAD_FIELD, MAX_UPLOAD_FILES);
  const receiveImages: RequestHandler = (req, res, next) => {
    receive(req, res, (err: unknown) => next(err === undefined ? undefined : uploadError(err)));
  };

  router.post('/upload', receiveImages, async (req, res) => {
    const files = Array.isArray(req.files) ? req.files : [];
    res.json({ urls: await media.upload(files) } satisfies UploadResponse);
  });
  return router;
}

function uploadError(err: unknown): HttpError {
  if (!(err instanceof multer.MulterError))
    return new Invalid('The upload could not be read: send multipart/form-data');
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, `Each image must be at most 5 MB (${MAX_IMAGE_BYTES} bytes)`);
    case 'LIMIT_FILE_COUNT':
      return new Invalid(`Upload at most ${MAX_UPLOAD_FILES} images at a time`);
    case 'LIMIT_UNEXPECTED_FILE':
      return new Invalid(
        err.field === UPLOAD_FIELD
          ? `Upload at most ${MAX_UPLOAD_FILES} images at a time`
          : `Send the images in the form field "${UPLOAD_FIELD}"`,
      );
    default:
      return new Invalid('The upload could not be read: send multipart/form-data');
  }
}
