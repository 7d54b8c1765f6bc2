import { MAX_IMAGE_BYTES } from './vendor-constants';

/** What the file pickers offer: the spec's jpg, jpeg and png. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const IMAGE_EXTENSION = /\.(jpe?g|png)$/i;

export const NO_IMAGE_SELECTED = 'plz select atleast one image';

/** Why a file cannot be uploaded (type, then size), or null when it can. */
export function imageFileProblem(file: File): string | null {
  // Some systems report no type at all; the name's extension decides then.
  const typeOk = file.type ? IMAGE_TYPES.has(file.type) : IMAGE_EXTENSION.test(file.name);
  if (!typeOk) return `“${file.name}” is not a JPG, JPEG or PNG image.`;
  if (file.size > MAX_IMAGE_BYTES)
    return `“${file.name}” is larger than 5 MB (${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes).`;
  return null;
}

/** Splits picked files into the ones to keep and the messages for the rest (at most `max` kept). */
export function checkImageFiles(files: File[], max: number) {
  const problems: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  if (accepted.length > max) {
    problems.push(max === 1 ? 'Please choose a single image.' : `Choose at most ${max} images.`);
    accepted.length = max;
  }
  return { accepted, problems };
}
