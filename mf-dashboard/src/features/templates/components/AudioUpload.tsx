import { AUDIO_FILE_MESSAGES, audioFileProblem, uploadRefusalMessage, type PreviewId } from '@blockbeat/contracts';
import { errorBodyOf, statusOf, useActionErrorHandler, useToast, useUploadAudio } from '@blockbeat/shell-sdk';
import { FileUpload, MusicPreviewButton } from '@blockbeat/ui';
import { useId } from 'react';

export interface AudioUploadProps {
  /** The uploaded file's URL ('' when none). */
  url: string;
  /** Its original name, when this visit uploaded it. */
  fileName: string | null;
  previewId: PreviewId;
  title: string;
  error?: string;
  onUploaded: (url: string, fileName: string) => void;
  onRemove: () => void;
}

export const UPLOAD_FAILED_TITLE = 'Upload Failed';

/**
 * The template's audio file: 'Upload Audio File', or the current file with 'Audio file uploaded',
 * its preview, Change and remove. A file that is too large or not audio is refused before sending,
 * and a refusal says why.
 */
export function AudioUpload({ url, fileName, previewId, title, error, onUploaded, onRemove }: AudioUploadProps) {
  const upload = useUploadAudio();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const labelId = useId();
  const refuse = (description: string) => toast({ title: UPLOAD_FAILED_TITLE, description, variant: 'destructive' });

  const onFile = async (file: File) => {
    const problem = await audioFileProblem(file);
    if (problem) {
      refuse(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => onUploaded(uploaded.url, uploaded.originalName),
      onError: (err) => {
        if (!handleActionError(err)) refuse(uploadRefusalOf(err));
      },
    });
  };

  return (
    <div className="ui-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ui-field-label">
        Audio File
      </span>
      <FileUpload
        label="Upload Audio File"
        accept="audio/*"
        busy={upload.isPending}
        hint="Supported formats: MP3, WAV, M4A, OGG"
        error={error}
        hasFile={Boolean(url)}
        fileName={fileName ?? 'Current audio file'}
        fileStatus="Audio file uploaded"
        removeLabel="Remove audio file"
        onFile={(file) => void onFile(file)}
        onRemove={onRemove}
      >
        <MusicPreviewButton
          id={previewId}
          title={title}
          musicType="upload"
          musicUrl={url}
          playLabel="Play audio preview"
          stopLabel="Stop audio preview"
          className="card-btn"
        />
      </FileUpload>
    </div>
  );
}

function uploadRefusalOf(error: unknown): string {
  return uploadRefusalMessage(statusOf(error), errorBodyOf(error), AUDIO_FILE_MESSAGES);
}
