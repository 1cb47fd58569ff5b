import { buffer } from 'node:stream/consumers';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { receiveSingleFile } from '@blockbeat/service-kit';
import type { Request } from 'express';
import { ATTACHMENT_FIELD, type IncomingImage } from '../domain/attachments';

/**
 * Reads the one image of a multipart/form-data body (field `file`): service-kit's parser enforces
 * the size while the bytes stream in, so at most 5 MB is ever held, and answers a refusal once
 * the body has been read (a client still sending would otherwise see a reset instead of the 413).
 */
export function receiveImage(req: Request): Promise<IncomingImage> {
  return receiveSingleFile(req, {
    field: ATTACHMENT_FIELD,
    maxBytes: SUPPORT_LIMITS.attachmentMaxBytes,
    missing: SUPPORT_MESSAGES.attachmentType,
    tooLarge: SUPPORT_MESSAGES.attachmentTooLarge,
    fieldMessageOnTop: true,
    store: async ({ originalName, stream }) => ({ originalName, bytes: await buffer(stream) }),
  });
}
