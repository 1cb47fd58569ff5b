import { HttpError, NotFoundError } from '@blockbeat/service-kit';
import type { NextFunction, Response } from 'express';
import type { AudioFile } from '../domain/uploads';

/** An upload's bytes never change under its id, so browsers may keep it for good. */
const AUDIO_HEADERS = {
  'Cache-Control': 'private, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Serves an upload with the type its bytes were detected as (never guessed from a name), and
 * Range support (206 / Content-Range / Accept-Ranges, from express's sendFile) so players can seek.
 */
export function sendAudio(res: Response, next: NextFunction, file: AudioFile): void {
  const headers = { ...AUDIO_HEADERS, 'Content-Type': file.mimeType };
  res.sendFile(file.name, { root: file.root, headers, cacheControl: false }, (err?: Error & { status?: number }) => {
    if (!err || res.headersSent) return;
    if (err.status === 416) {
      res.set('Content-Range', `bytes */${file.size}`);
      next(new HttpError(416, 'range_not_satisfiable', 'Range Not Satisfiable'));
      return;
    }
    next(new NotFoundError('Upload not found'));
  });
}
