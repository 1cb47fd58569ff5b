import { LOGO_MIME_TYPES } from '@blockbeat/contracts';
import { HttpError, NotFoundError } from '@blockbeat/service-kit';
import type { NextFunction, Response } from 'express';
import type { StoredFile } from '../domain/uploads';

/** An upload's bytes never change under its id, so browsers may keep it for good. */
const AUDIO_HEADERS = { 'Cache-Control': 'private, max-age=31536000, immutable' };
/** A replaced logo keeps its URL, so browsers check back every time (the ETag makes that cheap). */
const LOGO_HEADERS = { 'Cache-Control': 'private, no-cache' };
/** An SVG opened on its own is a document: nothing in it may run or load, whatever got past the sanitiser. */
const SVG_HEADERS = {
  ...LOGO_HEADERS,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Content-Disposition': 'inline',
};

type SendError = Error & { status?: number; headers?: Record<string, string> };

/**
 * Serves a stored file as the type its bytes were detected as (never guessed from a name, and
 * nosniff so the browser does not guess either), with Range support (206 / Content-Range /
 * Accept-Ranges, from express's sendFile) so players can seek.
 */
function sendStored(res: Response, next: NextFunction, file: StoredFile, headers: Record<string, string>, notFound: string): void {
  const allHeaders = { ...headers, 'Content-Type': file.mimeType, 'X-Content-Type-Options': 'nosniff' };
  res.sendFile(file.name, { root: file.root, headers: allHeaders, cacheControl: false }, (err?: SendError) => {
    if (!err || res.headersSent) return;
    if (err.status === 416) {
      res.set(err.headers ?? {});
      next(new HttpError(416, 'range_not_satisfiable', 'Range Not Satisfiable'));
      return;
    }
    next(new NotFoundError(notFound));
  });
}

export function sendAudio(res: Response, next: NextFunction, file: StoredFile): void {
  sendStored(res, next, file, AUDIO_HEADERS, 'Upload not found');
}

export function sendLogo(res: Response, next: NextFunction, file: StoredFile): void {
  sendStored(res, next, file, file.mimeType === LOGO_MIME_TYPES.svg ? SVG_HEADERS : LOGO_HEADERS, 'Logo not found');
}
