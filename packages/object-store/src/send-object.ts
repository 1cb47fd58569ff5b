import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import { ObjectNotFoundError, type ByteRange, type ObjectStore } from './object-store';

export type SendOutcome = 'sent' | 'missing' | 'unsatisfiable';

export interface SendObjectOptions {
  contentType: string;
  headers?: Record<string, string>;
}

/**
 * Answers a GET or HEAD for a stored object with what players need to seek: Accept-Ranges, one
 * byte range as 206 with Content-Range, 304 for an ETag the browser already has. Objects never
 * change under a key, so the key is the ETag. Several ranges in one request get the whole object.
 * 'missing' and 'unsatisfiable' (Content-Range already set) are for the caller to answer as errors.
 */
export async function sendObject(req: Request, res: Response, store: ObjectStore, key: string, { contentType, headers = {} }: SendObjectOptions): Promise<SendOutcome> {
  const info = await store.stat(key);
  if (!info) return 'missing';
  const etag = `"${key.replace(/[^a-z0-9]/g, '')}"`;
  res.set({ ...headers, 'Content-Type': contentType, 'Accept-Ranges': 'bytes', ETag: etag, 'Last-Modified': info.lastModified.toUTCString() });
  if (req.get('if-none-match')?.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end();
    return 'sent';
  }
  const range = requestedRange(req, info.size, etag);
  if (range === 'unsatisfiable') {
    res.set('Content-Range', `bytes */${info.size}`);
    return 'unsatisfiable';
  }
  const length = range ? range.end - range.start + 1 : info.size;
  let body: Readable | null = null;
  if (req.method !== 'HEAD' && length > 0) {
    try {
      body = await store.read(key, range ?? undefined);
    } catch (err) {
      if (err instanceof ObjectNotFoundError) return 'missing';
      throw err;
    }
  }
  res.status(range ? 206 : 200).set('Content-Length', String(length));
  if (range) res.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  if (!body) {
    res.end();
    return 'sent';
  }
  // A reader that leaves mid-file, or storage failing mid-file: the response can only be cut off.
  await pipeline(body, res).catch(() => res.destroy());
  return 'sent';
}

function requestedRange(req: Request, size: number, etag: string): ByteRange | null | 'unsatisfiable' {
  const header = req.get('range');
  if (!header) return null;
  const ifRange = req.get('if-range');
  if (ifRange && ifRange !== etag) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
