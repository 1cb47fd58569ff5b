import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';

/** What of content's answer reaches the client: the file's type, size, range and caching, nothing else. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
  'content-disposition',
];

/**
 * Streams content's answer for a file (200, 206 or 416) on to the client as it comes, headers
 * included. A client that goes away stops the read from content.
 */
export async function streamFile(req: Request, res: Response, file: globalThis.Response): Promise<void> {
  res.status(file.status);
  for (const name of PASSED_HEADERS) {
    const value = file.headers.get(name);
    if (value !== null) res.setHeader(name, value);
  }
  if (!file.body || req.method === 'HEAD') {
    await file.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(file.body as import('node:stream/web').ReadableStream), res);
  } catch {
    // The client went away, or content stopped mid-file: the answer has started, so it just ends.
    if (!res.writableEnded) res.destroy();
  }
}
