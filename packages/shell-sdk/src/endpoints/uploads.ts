import type { UploadedAudio } from '@blockbeat/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../api/client';

export const UPLOADS_URL = '/api/uploads';

/** POST /api/uploads (multipart, one file in `file`) → 201 with the audio's URL for a block. */
export function uploadAudio(file: File): Promise<UploadedAudio> {
  return uploadFile<UploadedAudio>(UPLOADS_URL, file);
}

export function useUploadAudio() {
  // Not retried: sending up to 15 MB again without being asked is not a favour.
  return useMutation({ mutationFn: uploadAudio, retry: false });
}
