import type { ErrorBody } from './errors';
import { AUDIO_SNIFF_BYTES, detectAudioFormat, fileTooLargeMessage, UPLOAD_FIELD, UPLOAD_MAX_BYTES } from './upload';

export const AUDIO_FILE_MESSAGES = {
  notAudio: 'The file is not an MP3, WAV, M4A or OGG file.',
  tooLarge: `${fileTooLargeMessage(UPLOAD_MAX_BYTES)}.`,
  failed: 'Could not upload the audio file. Please try again.',
} as const;

/**
 * Why an audio file should not be sent, or null: the size and the first bytes, checked as the
 * content service checks them, so a wrong file is refused at once instead of after uploading 15 MB.
 */
export async function audioFileProblem(file: Blob): Promise<string | null> {
  if (file.size > UPLOAD_MAX_BYTES) return AUDIO_FILE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, AUDIO_SNIFF_BYTES).arrayBuffer());
  return detectAudioFormat(head) ? null : AUDIO_FILE_MESSAGES.notAudio;
}

/**
 * What to tell the user about a refused upload: the service's reason for the file (a 400 carries
 * it in `fields.file`, under the generic "Invalid request"), any other refusal's own message (a
 * 413 names the size limit or the storage quota), the size limit for a bare 413, and
 * `messages.failed` when the service failed or said nothing usable.
 */
export function uploadRefusalMessage(status: number | null, body: ErrorBody | null, messages: { tooLarge: string; failed: string }): string {
  const forFile = body?.error.fields?.[UPLOAD_FIELD];
  if (forFile) return forFile;
  const isRefusal = status !== null && status >= 400 && status < 500;
  if (isRefusal && body && body.error.code !== 'validation' && body.error.message) return body.error.message;
  return status === 413 ? messages.tooLarge : messages.failed;
}
