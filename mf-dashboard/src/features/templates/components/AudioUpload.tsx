import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { errorBodyOf, useActionErrorHandler, useToast, useUploadAudio } from '@blockbeat/shell-sdk';
import { UPLOAD_MAX_BYTES } from '@blockbeat/contracts';
import { Button } from '@blockbeat/ui';
import { useRef, type ChangeEvent } from 'react';
import { MusicPreviewButton } from '../preview/MusicPreviewButton';
import type { PreviewId } from '../preview/previewSource';

export interface AudioUploadProps {
  /** The uploaded file's URL ('' when none). */
  url: string;
  /** Its original name, when this visit uploaded it. */
  fileName: string | null;
  previewId: PreviewId;
  title: string;
  describedBy?: string;
  onUploaded: (url: string, fileName: string) => void;
  onRemove: () => void;
}

export const UPLOAD_FAILED_TITLE = 'Upload Failed';

/** PRODUCT.md §2: 'Upload Audio File', or the current file with 'Audio file uploaded', Change and remove. */
export function AudioUpload({ url, fileName, previewId, title, describedBy, onUploaded, onRemove }: AudioUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAudio();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();

  const pick = () => input.current?.click();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast({ title: UPLOAD_FAILED_TITLE, description: 'The file is larger than 15 MB.', variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => onUploaded(uploaded.url, uploaded.originalName),
      onError: (error) => {
        if (handleActionError(error)) return;
        const description = errorBodyOf(error)?.error.message ?? 'Could not upload the audio file. Please try again.';
        toast({ title: UPLOAD_FAILED_TITLE, description, variant: 'destructive' });
      },
    });
  };

  return (
    <div className="audio-upload" aria-describedby={describedBy}>
      <input ref={input} type="file" accept="audio/*" className="file-input" tabIndex={-1} aria-hidden="true" onChange={onFile} />
      {url ? (
        <div className="audio-upload-current">
          <div className="audio-upload-file">
            <span className="audio-upload-name">{fileName ?? 'Current audio file'}</span>
            <span className="audio-upload-status">Audio file uploaded</span>
          </div>
          <MusicPreviewButton
            id={previewId}
            title={title}
            musicType="upload"
            musicUrl={url}
            playLabel="Play audio preview"
            stopLabel="Stop audio preview"
          />
          <Button onClick={pick} loading={upload.isPending}>
            Change
          </Button>
          <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label="Remove audio file" onClick={onRemove} disabled={upload.isPending} />
        </div>
      ) : (
        <Button icon={<UploadOutlined aria-hidden="true" />} onClick={pick} loading={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload Audio File'}
        </Button>
      )}
      <p className="field-hint">Supported formats: MP3, WAV, M4A, OGG</p>
    </div>
  );
}
