import { PassThrough } from 'node:stream';
import { HttpError, TooLargeError, ValidationError } from '@blockbeat/service-kit';
import busboy from 'busboy';
import type { Request } from 'express';
import type { IncomingFile } from '../domain/uploads';

export interface SingleFileOptions<T> {
  field: string;
  maxBytes: number;
  /** The answer when the form carries no file, e.g. "Choose an audio file to upload". */
  missing: string;
  /** Consumes the file; must read its stream to the end or fail. */
  store: (file: IncomingFile) => Promise<T>;
  /** Undoes a store when the request proves unacceptable after it (a second file). */
  discard: (stored: T) => Promise<void>;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Boundaries, part headers and the other parts a browser's FormData adds around one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const settle = <T>(work: Promise<T>): Promise<Outcome<T>> =>
  work.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/**
 * Reads a multipart/form-data body that carries exactly one file, in `field`.
 *
 * The parser is busboy because it streams: the file reaches `store` (and the disk) as it arrives
 * instead of sitting in memory, the size limit is enforced while parsing, and it is the
 * well-worn parser under multer; hand-written multipart parsing is where upload bugs live.
 *
 * Refusals (too large, a second file, a format `store` refuses) wait for the end of the body
 * before answering, so the client reads the 4xx instead of a reset connection; a declared length
 * far over the limit is refused at once and the connection closed instead of reading it all.
 */
export function receiveSingleFile<T>(req: Request, { field, maxBytes, missing, store, discard }: SingleFileOptions<T>): Promise<T> {
  const tooLarge = () => new TooLargeError(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const oneFile = () => new ValidationError({ [field]: `Send exactly one file, in the "${field}" field` });
  const multipart = req.is('multipart/form-data');
  if (multipart === null) return Promise.reject(new ValidationError({ [field]: missing }));
  if (!multipart) return Promise.reject(new HttpError(415, 'unsupported_media_type', 'Content-Type must be multipart/form-data'));
  if (Number(req.get('content-length')) > maxBytes + MULTIPART_OVERHEAD) {
    req.res?.set('Connection', 'close');
    return Promise.reject(tooLarge());
  }

  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // fileSize + 1: busboy reports reaching the limit, and a file of exactly maxBytes is allowed.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 21 } });
    } catch {
      reject(new ValidationError({ [field]: 'The upload is not a valid multipart form' }));
      return;
    }
    let problem: Error | undefined;
    let stored: Promise<Outcome<T>> | undefined;
    const refuse = (err: Error) => {
      problem ??= err;
    };

    parser.on('file', (name, file, info) => {
      if (name !== field || stored) {
        refuse(oneFile());
        file.on('error', () => undefined).resume();
        return;
      }
      // A stream of our own for `store`: when it fails or is cut off, busboy's keeps flowing to the end.
      const body = new PassThrough();
      // `store` meets any failure when it reads; this covers one that comes before it starts.
      body.on('error', () => undefined);
      file.on('error', (err) => body.destroy(err));
      file.on('limit', () => {
        refuse(tooLarge());
        body.destroy(problem);
      });
      file.pipe(body);
      stored = settle(store({ originalName: info.filename ?? '', stream: body }));
      void stored.then(() => {
        file.unpipe(body);
        file.resume();
      });
    });
    parser.on('filesLimit', () => refuse(oneFile()));
    parser.on('error', () => {
      refuse(new ValidationError({ [field]: 'The upload was incomplete or malformed' }));
      req.unpipe(parser);
      req.resume();
      parser.destroy();
    });
    parser.once('close', () => {
      void (async () => {
        const outcome = await stored;
        if (problem) {
          if (outcome?.ok) await discard(outcome.value).catch(() => undefined);
          reject(problem);
        } else if (!outcome) reject(new ValidationError({ [field]: missing }));
        else if (outcome.ok) resolve(outcome.value);
        else reject(outcome.error);
      })();
    });
    // A client that goes away mid-upload: stop, so the partial file is removed.
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('request aborted'));
    });
    req.pipe(parser);
  });
}
