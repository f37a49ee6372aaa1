import { IMAGE_PIXELS_MAX, IMAGE_SIDE_MAX } from '@app/domain';
import sharp, { type Metadata } from 'sharp';

/*
 * An image's size in pixels, read from its header (sharp's metadata decodes no pixel, off the event
 * loop): the bytes alone say little, since one colour over 6000 x 6000 pixels compresses to about
 * 120 KB and yet takes seconds to decode.
 */

export type ImagePixelsProblem = 'tooLarge' | 'unreadable';

/**
 * Why an image is refused by its pixels, or null: more than IMAGE_PIXELS_MAX in all (every frame of an
 * animation counted), more than IMAGE_SIDE_MAX on a side, or a header that cannot be read. Any other
 * type of file is not looked at.
 */
export async function imagePixelsProblem(
  bytes: Uint8Array,
  mimeType: string,
): Promise<ImagePixelsProblem | null> {
  if (!mimeType.startsWith('image/')) return null;
  let metadata: Metadata;
  try {
    // No pixel limit here: the point is to read the size of an image however large it claims to be.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'unreadable';
  }
  const { width, height, pageHeight, pages } = metadata;
  if (!width || !height) return 'unreadable';
  const frameHeight = pageHeight ?? height;
  const tooLarge =
    width > IMAGE_SIDE_MAX ||
    frameHeight > IMAGE_SIDE_MAX ||
    width * frameHeight * (pages ?? 1) > IMAGE_PIXELS_MAX;
  return tooLarge ? 'tooLarge' : null;
}
