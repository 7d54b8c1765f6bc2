/** POST /api/vendor/156/upload: multipart, field `images`, 1–10 JPEG or PNG files. */
export const UPLOAD_FIELD = 'images';
export const MAX_UPLOAD_FILES = 10;
/** 5 MB per image, as the spec's admin allowed. */
export const MAX_IMAGE_BYTES = 5_242_880;

/** The stored images' urls (full size, at most 1600 px), in the order the files were sent. */
export interface UploadResponse {
  urls: string[];
}

const LOCAL_UPLOAD = /^(\/uploads\/[0-9a-f]{32})\.webp$/;
const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

/**
 * The 400 px version of an uploaded image (cards, lists, thumbnails): a sibling file on local
 * storage, a resize transformation on Cloudinary; any other url (demo pictures) as it is.
 */
export function thumbnailUrl(url: string): string {
  const local = LOCAL_UPLOAD.exec(url);
  if (local) return `${local[1]}-400.webp`;
  const cloudinary = CLOUDINARY_UPLOAD.exec(url);
  if (cloudinary) return `${cloudinary[1]}c_limit,w_400/${cloudinary[2]}`;
  return url;
}
