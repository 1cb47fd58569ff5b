import { fileTooLargeMessage } from './upload';

/** A demo image or GIF per exercise (issue 18): 5 MiB, enough for a few seconds of animated GIF. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** POST (multipart, one file in `file`) → 201 UploadedImage; served at /api/uploads/{id} like audio. */
export const IMAGE_UPLOADS_URL = '/api/uploads/images';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const IMAGE_SNIFF_BYTES = 12;

/** Every image upload (demo images, logos, ticket images): far above any screen, far below a decompression bomb. */
export const IMAGE_MAX_SIDE_PX = 8_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_FILE_MESSAGES = {
  notImage: 'The file is not a PNG, JPEG, GIF or WebP image.',
  tooManyPixels: `The image is too large: at most ${IMAGE_MAX_SIDE_PX.toLocaleString('en')} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels in all.`,
  sizeUnreadable: 'The image’s size could not be read. Save it again as PNG or JPEG and upload it.',
  tooLarge: `${fileTooLargeMessage(IMAGE_UPLOAD_MAX_BYTES)}.`,
  failed: 'Could not upload the image. Please try again.',
} as const;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The image format the bytes declare (never the name or the declared type), or null. SVG is not accepted: it can carry script. */
export function detectImageFormat(head: Uint8Array): ImageFormat | null {
  if (head[0] === 0x89 && ascii(head, 1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Why an image should not be sent, or null: size and first bytes, as the content service checks them. */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_FILE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return detectImageFormat(head) ? null : IMAGE_FILE_MESSAGES.notImage;
}

/** POST /api/uploads/images answer. */
export interface UploadedImage {
  id: string;
  url: string;
  originalName: string;
  mimeType: string;
  size: number;
}
