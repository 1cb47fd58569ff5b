import { detectImageFormat, IMAGE_FILE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, imageFileProblem } from '../src';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('demo image checks', () => {
  test('when the first bytes are a PNG, JPEG, GIF or WebP signature, then that format is named', () => {
    expect(detectImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageFormat(bytes('GIF89a'))).toBe('gif');
    expect(detectImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe('webp');
  });

  test('when the bytes are an SVG, a WAV or text named .png, then no image format is found', () => {
    expect(detectImageFormat(bytes('<svg xmlns="'))).toBeNull();
    expect(detectImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(detectImageFormat(bytes('hello world!'))).toBeNull();
  });

  test('when a file is over 5 MB or not an image, then the browser-side check says so before sending', async () => {
    expect(await imageFileProblem(new Blob([new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1)]))).toBe(IMAGE_FILE_MESSAGES.tooLarge);
    expect(await imageFileProblem(new Blob(['not an image']))).toBe(IMAGE_FILE_MESSAGES.notImage);
    expect(await imageFileProblem(new Blob([bytes('GIF87a', [0, 0, 0, 0])]))).toBeNull();
  });
});
