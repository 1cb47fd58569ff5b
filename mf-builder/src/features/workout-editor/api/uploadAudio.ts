import { UPLOAD_FIELD, type UploadedAudio } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';

/** POST /api/uploads (multipart, one file in `file`) → 201 with the audio's URL for a block. */
export async function uploadAudio(file: File): Promise<UploadedAudio> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const res = await fetch('/api/uploads', { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as UploadedAudio;
}
