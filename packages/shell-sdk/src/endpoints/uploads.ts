import { AUDIO_FILE_MESSAGES, audioFileProblem, uploadRefusalMessage, type UploadedAudio } from '@blockbeat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorBodyOf, statusOf } from '../api/apiError';
import { uploadFile } from '../api/client';
import { useActionErrorHandler } from '../api/useActionErrorHandler';
import { useToast } from '../toast/ToastProvider';

export const UPLOADS_URL = '/api/uploads';
export const UPLOAD_FAILED_TITLE = 'Upload Failed';

/** POST /api/uploads (multipart, one file in `file`) → 201 with the audio's URL for a block. */
export function uploadAudio(file: File): Promise<UploadedAudio> {
  return uploadFile<UploadedAudio>(UPLOADS_URL, file);
}

export function useUploadAudio() {
  // Not retried: sending up to 15 MB again without being asked is not a favour.
  return useMutation({ mutationFn: uploadAudio, retry: false });
}

/**
 * What every audio upload control does with a chosen file: one that is too large or not audio is
 * refused before sending, a refusal says why ('Upload Failed' toast), and a sign-out or a lost
 * trial is answered as for any write (useActionErrorHandler).
 */
export function useAudioFileUpload(onUploaded: (uploaded: UploadedAudio, file: File) => void): { upload: (file: File) => void; busy: boolean } {
  const { mutate, isPending } = useUploadAudio();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();

  const upload = useCallback(
    async (file: File) => {
      const refuse = (description: string) => toast({ title: UPLOAD_FAILED_TITLE, description, variant: 'destructive' });
      const problem = await audioFileProblem(file);
      if (problem) {
        refuse(problem);
        return;
      }
      mutate(file, {
        onSuccess: (uploaded) => onUploaded(uploaded, file),
        onError: (error) => {
          if (!handleActionError(error)) refuse(uploadRefusalMessage(statusOf(error), errorBodyOf(error), AUDIO_FILE_MESSAGES));
        },
      });
    },
    [mutate, toast, handleActionError, onUploaded],
  );

  return { upload: (file: File) => void upload(file), busy: isPending };
}
