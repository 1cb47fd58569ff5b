import { LOGO_MIME_TYPES } from '@blockbeat/contracts';
import { sendObject, type ObjectStore } from '@blockbeat/object-store';
import { HttpError, NotFoundError } from '@blockbeat/service-kit';
import type { Request, Response } from 'express';
import type { StoredFile } from '../domain/uploads';

/** An upload's bytes (audio, a demo image) never change under its id, so browsers may keep it for good. */
const UPLOAD_HEADERS = { 'Cache-Control': 'private, max-age=31536000, immutable' };
/** A replaced logo keeps its URL, so browsers check back every time (the ETag makes that cheap). */
const LOGO_HEADERS = { 'Cache-Control': 'private, no-cache' };
/** An SVG opened on its own is a document: nothing in it may run or load, whatever got past the sanitiser. */
const SVG_HEADERS = {
  ...LOGO_HEADERS,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Content-Disposition': 'inline',
};

/**
 * Serves stored files through the service (not by signed storage URLs: the owner and share checks,
 * nosniff and the SVG policy stay on every byte whichever store holds it) as the type their bytes
 * were detected as, with Range support (206 / Content-Range / Accept-Ranges) so players can seek.
 */
export function fileSender(store: ObjectStore) {
  async function send(req: Request, res: Response, file: StoredFile, headers: Record<string, string>, notFound: string): Promise<void> {
    const outcome = await sendObject(req, res, store, file.storageName, { contentType: file.mimeType, headers: { ...headers, 'X-Content-Type-Options': 'nosniff' } });
    if (outcome === 'missing') throw new NotFoundError(notFound);
    if (outcome === 'unsatisfiable') throw new HttpError(416, 'range_not_satisfiable', 'Range Not Satisfiable');
  }
  return {
    upload: (req: Request, res: Response, file: StoredFile) => send(req, res, file, UPLOAD_HEADERS, 'Upload not found'),
    logo: (req: Request, res: Response, file: StoredFile) => send(req, res, file, file.mimeType === LOGO_MIME_TYPES.svg ? SVG_HEADERS : LOGO_HEADERS, 'Logo not found'),
  };
}

export type FileSender = ReturnType<typeof fileSender>;
