import type sharpModule from 'sharp';

/**
 * sharp, loaded on the first image to encode or draw. Loading it maps libvips and its codecs
 * (tens of MB of resident memory) into a process that, for most of its life, never touches an
 * image: a shop whose images are all stored already pays nothing for it.
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}
