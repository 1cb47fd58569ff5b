import type { PreviewId, UploadedAudio } from '@blockbeat/contracts';
import { useAudioFileUpload } from '@blockbeat/shell-sdk';
import { FileUpload, MusicPreviewButton } from '@blockbeat/ui';
import { useCallback, useId } from 'react';

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

/**
 * The template's audio file: 'Upload Audio File', or the current file with 'Audio file uploaded',
 * its preview, Change and remove (the checks: useAudioFileUpload).
 */
export function AudioUpload({ url, fileName, previewId, title, error, onUploaded, onRemove }: AudioUploadProps) {
  const labelId = useId();
  const { upload, busy } = useAudioFileUpload(useCallback((uploaded: UploadedAudio) => onUploaded(uploaded.url, uploaded.originalName), [onUploaded]));

  return (
    <div className="ui-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ui-field-label">
        Audio File
      </span>
      <FileUpload
        label="Upload Audio File"
        accept="audio/*"
        busy={busy}
        hint="Supported formats: MP3, WAV, M4A, OGG"
        error={error}
        hasFile={Boolean(url)}
        fileName={fileName ?? 'Current audio file'}
        fileStatus="Audio file uploaded"
        removeLabel="Remove audio file"
        onFile={upload}
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
