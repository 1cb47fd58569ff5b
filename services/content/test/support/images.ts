import { crc32, deflateSync } from 'node:zlib';
import type { Branding } from '@blockbeat/contracts';
import type { JsonResponse } from '@blockbeat/service-kit/testing';
import { upload, type UploadOptions } from './audio';
import type { Caller, ContentService } from './content-service';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 1×1 PNG of one colour; `padding` adds a private ancillary chunk (readers skip it) to
 * reach a size or carry some text. `size` declares other dimensions (the data stays one pixel).
 */
export function png(
  padding: Buffer = Buffer.alloc(0),
  rgba: [number, number, number, number] = [255, 102, 0, 255],
  [width, height]: [number, number] = [1, 1],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding.length > 0 ? [pngChunk('ruSt', padding)] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgba]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of exactly `size` bytes. */
export function pngOfSize(size: number): Buffer {
  return png(Buffer.alloc(size - png(Buffer.alloc(1)).length + 1, 0x2e));
}

/** The start of a `width`×`height` JFIF file (SOI, APP0 "JFIF", a baseline frame header), some payload and the end marker. */
export function jpeg(width = 64, height = 64): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(200, 0x11), Buffer.from([0xff, 0xd9])]);
}

export const svg = (body: string, attributes = '') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${attributes}>${body}</svg>\n`);

export const SIMPLE_SVG = svg('<circle cx="32" cy="32" r="30" fill="#ff6600"/>');

/** POST /api/branding/logo as the account screen's form would send it. */
export function uploadLogo(service: ContentService, who: Caller | null, bytes: Buffer, options: UploadOptions = {}): Promise<JsonResponse<Branding>> {
  return upload<Branding>(service, who, bytes, { fileName: 'logo.png', type: 'image/png', ...options, path: '/api/branding/logo' });
}
