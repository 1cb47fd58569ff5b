import { UPLOAD_FIELD, type UploadedAudio } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';
import { useMutation } from '@tanstack/react-query';

export const UPLOADS_URL = '/api/uploads';

/** POST /api/uploads, multipart with the one field `file`; the browser sets the boundary. */
export async function uploadAudio(file: File): Promise<UploadedAudio> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const res = await fetch(UPLOADS_URL, { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as UploadedAudio;
}

export function useUploadAudio() {
  // Not retried: sending up to 15 MB again without being asked is not a favour.
  return useMutation({ mutationFn: uploadAudio, retry: false });
}
