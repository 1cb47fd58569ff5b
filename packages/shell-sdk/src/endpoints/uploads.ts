import { AUDIO_FILE_MESSAGES, audioFileProblem, IMAGE_FILE_MESSAGES, IMAGE_UPLOADS_URL, imageFileProblem, uploadRefusalMessage, type UploadedAudio, type UploadedImage } from '@blockbeat/contracts';
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

/** POST /api/uploads/images (multipart, one file in `file`) → 201 with the image's URL for a block's demo. */
export function uploadDemoImage(file: File): Promise<UploadedImage> {
  return uploadFile<UploadedImage>(IMAGE_UPLOADS_URL, file);
}

interface CheckedUpload<T> {
  send: (file: File) => Promise<T>;
  /** The browser-side check, as the service checks: why the file should not be sent, or null. */
  problemOf: (file: File) => Promise<string | null>;
  messages: { tooLarge: string; failed: string };
}

const AUDIO: CheckedUpload<UploadedAudio> = { send: uploadAudio, problemOf: audioFileProblem, messages: AUDIO_FILE_MESSAGES };
const DEMO_IMAGE: CheckedUpload<UploadedImage> = { send: uploadDemoImage, problemOf: imageFileProblem, messages: IMAGE_FILE_MESSAGES };

/**
 * What every upload control does with a chosen file: one that is too large or of the wrong kind is
 * refused before sending, a refusal says why ('Upload Failed' toast), and a sign-out or a lost
 * trial is answered as for any write (useActionErrorHandler). Not retried: sending megabytes again
 * without being asked is not a favour.
 */
function useCheckedUpload<T>({ send, problemOf, messages }: CheckedUpload<T>, onUploaded: (uploaded: T, file: File) => void): { upload: (file: File) => void; busy: boolean } {
  const { mutate, isPending } = useMutation({ mutationFn: send, retry: false });
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();

  const upload = useCallback(
    async (file: File) => {
      const refuse = (description: string) => toast({ title: UPLOAD_FAILED_TITLE, description, variant: 'destructive' });
      const problem = await problemOf(file);
      if (problem) {
        refuse(problem);
        return;
      }
      mutate(file, {
        onSuccess: (uploaded) => onUploaded(uploaded, file),
        onError: (error) => {
          if (!handleActionError(error)) refuse(uploadRefusalMessage(statusOf(error), errorBodyOf(error), messages));
        },
      });
    },
    [mutate, toast, handleActionError, onUploaded, problemOf, messages],
  );

  return { upload: (file: File) => void upload(file), busy: isPending };
}

/** An audio file for a block's or a template's music (MP3, WAV, M4A, OGG; 15 MB). */
export function useAudioFileUpload(onUploaded: (uploaded: UploadedAudio, file: File) => void) {
  return useCheckedUpload(AUDIO, onUploaded);
}

/** An image or GIF for an exercise's demo (PNG, JPEG, GIF, WebP; 5 MB). */
export function useDemoImageUpload(onUploaded: (uploaded: UploadedImage, file: File) => void) {
  return useCheckedUpload(DEMO_IMAGE, onUploaded);
}
