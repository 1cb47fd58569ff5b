import { IMAGE_FILE_MESSAGES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from '@blockbeat/contracts';
import { imageSize } from 'image-size';

/**
 * How much of an image's start holds its dimensions: PNG, GIF and WebP declare them in their
 * first 30 bytes; JPEG in its frame header, after the metadata segments (EXIF, colour profile),
 * which real photos keep well inside this.
 */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/**
 * Why an image is refused for its pixels, or null: read from the header alone, before anything
 * decodes it. A 20000×20000 PNG of one colour weighs a few kilobytes but takes 1.6 GB to draw, so
 * the byte limit does not protect the browsers that will show it.
 */
export function imagePixelProblem(head: Uint8Array): string | null {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(head);
  } catch {
    return IMAGE_FILE_MESSAGES.sizeUnreadable;
  }
  const { width = 0, height = 0 } = size;
  if (width <= 0 || height <= 0) return IMAGE_FILE_MESSAGES.sizeUnreadable;
  return width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS ? IMAGE_FILE_MESSAGES.tooManyPixels : null;
}
