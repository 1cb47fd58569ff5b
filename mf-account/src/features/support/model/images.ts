import { detectLogoFormat, SUPPORT_LIMITS, SUPPORT_MESSAGES, uploadRefusalMessage } from '@blockbeat/contracts';
import { errorBodyOf, statusOf } from '@blockbeat/shell-sdk';

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
export const IMAGE_HINT = `PNG or JPEG, up to 5 MB each, at most ${SUPPORT_LIMITS.attachmentsPerMessage} per message`;
export const IMAGE_NOT_ATTACHED = 'The image could not be attached. Please try again.';

/** The first bytes a PNG (8) or JPEG (3) signature needs. */
const SIGNATURE_BYTES = 8;

/**
 * Why an image should not be sent, or null: its size and first bytes, checked as the support
 * service checks them, so a wrong file is refused when chosen instead of after the message is sent.
 */
export async function imageProblem(file: Blob): Promise<string | null> {
  if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) return SUPPORT_MESSAGES.attachmentTooLarge;
  const format = detectLogoFormat(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  return format === 'png' || format === 'jpeg' ? null : SUPPORT_MESSAGES.attachmentType;
}

/** What to say about an image the service refused. */
export function imageRefusal(error: unknown): string {
  return uploadRefusalMessage(statusOf(error), errorBodyOf(error), { tooLarge: SUPPORT_MESSAGES.attachmentTooLarge, failed: IMAGE_NOT_ATTACHED });
}

/** "1.2 MB", "340 KB": a chosen file's size beside its name. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
