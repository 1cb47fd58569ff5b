import { BRANDING_LOGO_MAX_BYTES, fileTooLargeMessage, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_URL, SUPPORT_LIMITS, SUPPORT_MESSAGES, UPLOAD_MAX_BYTES } from '@blockbeat/contracts';

export interface UploadLimit {
  maxBytes: number;
  /** The 413's message: the same words the service answers. */
  tooLarge: string;
}

const limit = (maxBytes: number, tooLarge = fileTooLargeMessage(maxBytes)): UploadLimit => ({ maxBytes, tooLarge });

/**
 * The endpoints that take a multipart file, with their file limits (the services enforce the same
 * while they read), matched against the normalised path (request-path.ts).
 */
const UPLOADS: ReadonlyArray<{ path: RegExp; limit: UploadLimit }> = [
  { path: /^\/api\/uploads$/, limit: limit(UPLOAD_MAX_BYTES) },
  { path: new RegExp(`^${IMAGE_UPLOADS_URL}$`), limit: limit(IMAGE_UPLOAD_MAX_BYTES) },
  { path: /^\/api\/branding\/logo$/, limit: limit(BRANDING_LOGO_MAX_BYTES) },
  { path: /^\/api\/support\/tickets\/[^/]+\/messages\/[^/]+\/attachments$/, limit: limit(SUPPORT_LIMITS.attachmentMaxBytes, SUPPORT_MESSAGES.attachmentTooLarge) },
];

/** The limit of the upload endpoint at this normalised path; undefined for any other path. */
export const uploadLimitOf = (normalised: string): UploadLimit | undefined => UPLOADS.find(({ path }) => path.test(normalised))?.limit;

export const isUploadPath = (normalised: string) => uploadLimitOf(normalised) !== undefined;
