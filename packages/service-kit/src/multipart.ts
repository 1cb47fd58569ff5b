import { PassThrough, type Readable } from 'node:stream';
import { fileTooLargeMessage, MULTIPART_OVERHEAD_BYTES } from '@blockbeat/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError, TooLargeError, ValidationError } from './errors';

/** An uploaded file as it streams in. */
export interface IncomingFile {
  /** As the browser sent it: for display only, never for storage. */
  originalName: string;
  stream: Readable;
}

export interface SingleFileOptions<T> {
  field: string;
  maxBytes: number;
  /** The answer when the form carries no file, e.g. "Choose an audio file to upload". */
  missing: string;
  /** The 413's message; "… is too large (max …)" from maxBytes unless told. */
  tooLarge?: string;
  /** A refusal's top-level message is the field's own, not "Invalid request" (for screens that show the top one). */
  fieldMessageOnTop?: boolean;
  /** Consumes the file; must read its stream to the end or fail. */
  store: (file: IncomingFile) => Promise<T>;
  /** Undoes a store when the request proves unacceptable after it (a second file). */
  discard?: (stored: T) => Promise<void>;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * How much of a refused body we read and throw away so that the client, still sending, gets to
 * read our answer: a client (or a proxy) whose write fails on a closed connection reports a reset
 * (a proxy: a 502) instead of the 413. Reading and discarding is cheap; the caps stop anyone from
 * making us read forever. Beyond either cap we answer and close the connection.
 */
export const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

const settle = <T>(work: Promise<T>): Promise<Outcome<T>> =>
  work.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** Answers after `Connection: close`: the rest of the body will not be read. */
function closeAfterAnswer(req: Request): void {
  req.res?.set('Connection', 'close');
  req.pause();
}

/** Reads the rest of the body into nothing, then calls `done` once: at its end, or at a cap (closing the connection). */
function drain(req: Request, done: () => void): void {
  let seen = 0;
  let finished = false;
  const finish = (overCap: boolean) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    req.off('data', onData);
    if (overCap) closeAfterAnswer(req);
    done();
  };
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) finish(true);
  };
  const timer = setTimeout(() => finish(true), DRAIN_MAX_MS);
  if (req.complete || req.destroyed) {
    finish(false);
    return;
  }
  req.on('data', onData);
  req.once('end', () => finish(false));
  // A client that goes away hears nothing anyway.
  req.once('close', () => finish(false));
  req.resume();
}

/**
 * Reads a multipart/form-data body that carries exactly one file, in `field`.
 *
 * The parser is busboy because it streams: the file reaches `store` (and the disk) as it arrives
 * instead of sitting in memory, the size limit is enforced while parsing, and it is the
 * well-worn parser under multer; hand-written multipart parsing is where upload bugs live.
 *
 * Every refusal (too large, a second file, a format or quota `store` refuses, a malformed form)
 * waits for the end of the body before answering, so the client reads the 4xx instead of a reset
 * connection. What is left of a body already refused is discarded unparsed, up to the drain caps.
 */
export function receiveSingleFile<T>(req: Request, options: SingleFileOptions<T>): Promise<T> {
  const { maxBytes } = options;
  const refusals = refusalsOf(options);
  const multipart = req.is('multipart/form-data');
  if (multipart === null) return Promise.reject(refusals.missing());
  if (!multipart) return Promise.reject(new HttpError(415, 'unsupported_media_type', 'Content-Type must be multipart/form-data'));
  if (Number(req.get('content-length')) > maxBytes + MULTIPART_OVERHEAD_BYTES) return refuseUnparsed(req, refusals.tooLarge());
  return parseSingleFile(req, options, refusals);
}

type Refusals = Record<'missing' | 'tooLarge' | 'oneFile' | 'notMultipart' | 'malformed', () => Error>;

function refusalsOf({ field, maxBytes, missing, tooLarge, fieldMessageOnTop }: Omit<SingleFileOptions<unknown>, 'store' | 'discard'>): Refusals {
  const invalid = (message: string) => () => new ValidationError({ [field]: message }, fieldMessageOnTop ? message : undefined);
  return {
    missing: invalid(missing),
    tooLarge: () => new TooLargeError(tooLarge ?? fileTooLargeMessage(maxBytes)),
    oneFile: invalid(`Send exactly one file, in the "${field}" field`),
    notMultipart: invalid('The upload is not a valid multipart form'),
    malformed: invalid('The upload was incomplete or malformed'),
  };
}

/** Refuses a body without parsing it: once it has been drained, or at once when it says it is longer than we drain. */
function refuseUnparsed(req: Request, error: Error): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (Number(req.get('content-length')) <= DRAIN_MAX_BYTES) {
      drain(req, () => reject(error));
      return;
    }
    closeAfterAnswer(req);
    reject(error);
  });
}

function parseSingleFile<T>(req: Request, { field, maxBytes, store, discard }: SingleFileOptions<T>, refusals: Refusals): Promise<T> {
  const { tooLarge, oneFile } = refusals;

  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // fileSize + 1: busboy reports reaching the limit, and a file of exactly maxBytes is allowed.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 21 } });
    } catch {
      reject(refusals.notMultipart());
      return;
    }
    let problem: Error | undefined;
    let stored: Promise<Outcome<T>> | undefined;
    let stopped = false;
    const refuse = (err: Error) => {
      problem ??= err;
    };

    const answer = async () => {
      const outcome = await stored;
      if (problem) {
        if (outcome?.ok) await discard?.(outcome.value).catch(() => undefined);
        reject(problem);
      } else if (!outcome) reject(refusals.missing());
      else if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    };

    // Parsing ends early (a malformed form, a body longer than any acceptable one, a client gone):
    // the file being stored fails and is removed, and the rest of the body is drained unparsed.
    const stopParsing = (err: Error) => {
      if (stopped) return;
      stopped = true;
      refuse(err);
      req.off('data', countBody);
      req.unpipe(parser);
      parser.destroy(err);
      drain(req, () => void answer());
    };

    let received = 0;
    const countBody = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes + MULTIPART_OVERHEAD_BYTES) stopParsing(tooLarge());
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
    parser.on('error', () => stopParsing(refusals.malformed()));
    parser.once('close', () => {
      if (!stopped) void answer();
    });
    // A client that goes away mid-upload: stop, so the partial file is removed.
    req.on('close', () => {
      if (!req.complete) stopParsing(new Error('request aborted'));
    });
    req.on('data', countBody);
    req.pipe(parser);
  });
}
