import { BRANDING_LOGO_MAX_BYTES, UPLOAD_MAX_BYTES } from '@blockbeat/contracts';

/**
 * The endpoints that take a multipart file, with their file limits (the services enforce the same
 * while they read). Keyed by normalised path (request-path.ts).
 */
export const UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  '/api/uploads': UPLOAD_MAX_BYTES,
  '/api/branding/logo': BRANDING_LOGO_MAX_BYTES,
};

export const isUploadPath = (normalised: string) => Object.hasOwn(UPLOAD_LIMITS, normalised);
