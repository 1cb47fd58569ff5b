import { MULTIPART_OVERHEAD_BYTES, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { HttpError, TooLargeError, ValidationError } from '@blockbeat/service-kit';
import busboy from 'busboy';
import type { Request } from 'express';
import { ATTACHMENT_FIELD, type IncomingImage } from '../domain/attachments';

const MAX_BYTES = SUPPORT_LIMITS.attachmentMaxBytes;
/** What of a refused body we read and discard so the client gets to read the answer; beyond it we answer and close. */
const DISCARD_MAX_BYTES = 16 * 1024 * 1024;

const missing = () => new ValidationError({ [ATTACHMENT_FIELD]: SUPPORT_MESSAGES.attachmentType }, SUPPORT_MESSAGES.attachmentType);
const tooLarge = () => new TooLargeError(SUPPORT_MESSAGES.attachmentTooLarge);
const malformed = () => new ValidationError({ [ATTACHMENT_FIELD]: 'The upload was incomplete or malformed' });

/**
 * Reads the one image of a multipart/form-data body (field `file`) with busboy, which enforces the
 * size while the bytes stream in: at most 5 MB is ever held. A refusal is answered once the body
 * has been read to its end (a client still sending would otherwise see a reset instead of the
 * 413); a body far longer than any acceptable one is answered at once and its connection closed.
 */
export function receiveImage(req: Request): Promise<IncomingImage> {
  const multipart = req.is('multipart/form-data');
  if (multipart === null) return Promise.reject(missing());
  if (!multipart) return Promise.reject(new HttpError(415, 'unsupported_media_type', 'Content-Type must be multipart/form-data'));
  if (Number(req.get('content-length')) > MAX_BYTES + MULTIPART_OVERHEAD_BYTES) return discardThen(req, tooLarge());

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // fileSize + 1: busboy reports reaching its limit, and an image of exactly 5 MB is allowed.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_BYTES + 1, files: 1, fields: 10, parts: 11 } });
    } catch {
      reject(malformed());
      return;
    }
    let problem: Error | undefined;
    let image: IncomingImage | undefined;
    let received = 0;
    let stopped = false;
    const refuse = (err: Error) => (problem ??= err);
    const answer = () => (problem ? reject(problem) : image ? resolve(image) : reject(missing()));
    // Parsing ends early (a malformed form, a body longer than any acceptable one, a client gone): the rest is discarded unparsed.
    const stop = (err: Error) => {
      if (stopped) return;
      stopped = true;
      refuse(err);
      req.off('data', count);
      req.unpipe(parser);
      parser.destroy();
      void discardThen(req, problem!).catch(reject);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_BYTES + MULTIPART_OVERHEAD_BYTES) stop(tooLarge());
    };

    parser.on('file', (name, file, info) => {
      if (name !== ATTACHMENT_FIELD || image) {
        refuse(missing());
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => refuse(tooLarge()));
      file.on('end', () => (image = { originalName: info.filename ?? '', bytes: Buffer.concat(chunks) }));
    });
    parser.on('filesLimit', () => refuse(missing()));
    parser.on('error', () => stop(malformed()));
    parser.on('close', () => {
      if (!stopped) answer();
    });
    req.on('close', () => {
      if (!req.complete) stop(new Error('request aborted'));
    });
    req.on('data', count);
    req.pipe(parser);
  });
}

/** Reads what is left of the body into nothing, then refuses; past DISCARD_MAX_BYTES, refuses and closes the connection. */
function discardThen(req: Request, error: Error): Promise<never> {
  return new Promise((_resolve, reject) => {
    let seen = 0;
    const refuse = () => reject(error);
    if (Number(req.get('content-length')) > DISCARD_MAX_BYTES || req.complete || req.destroyed) {
      if (!req.complete) req.res?.set('Connection', 'close');
      refuse();
      return;
    }
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= DISCARD_MAX_BYTES) return;
      req.res?.set('Connection', 'close');
      req.pause();
      refuse();
    });
    req.once('end', refuse);
    req.once('close', refuse);
    req.resume();
  });
}
