import type { UploadedAudio } from '@blockbeat/contracts';
import { useAudioFileUpload } from '@blockbeat/shell-sdk';
import { FileUpload } from '@blockbeat/ui';
import { useCallback, useState, type ReactNode } from 'react';

interface BlockAudioUploadProps {
  blockName: string;
  musicUrl: string;
  error?: string;
  onUploaded: (url: string) => void;
  onRemove: () => void;
  /** Beside the file in place: its preview. */
  children: ReactNode;
}

/** A block's uploaded audio, as the template form has it (the checks: useAudioFileUpload). */
export function BlockAudioUpload({ blockName, musicUrl, error, onUploaded, onRemove, children }: BlockAudioUploadProps) {
  const [fileName, setFileName] = useState<string | null>(null);
  const { upload, busy } = useAudioFileUpload(
    useCallback(
      (uploaded: UploadedAudio, file: File) => {
        setFileName(uploaded.originalName || file.name);
        onUploaded(uploaded.url);
      },
      [onUploaded],
    ),
  );

  return (
    <FileUpload
      label="Upload Audio File"
      name={`Upload Audio File for ${blockName}`}
      accept="audio/*"
      busy={busy}
      hint="Supported formats: MP3, WAV, M4A, OGG"
      error={error}
      hasFile={Boolean(musicUrl)}
      fileName={fileName ?? 'Current audio file'}
      fileStatus="Audio file uploaded"
      changeLabel={`Change audio of ${blockName}`}
      removeLabel={`Remove audio from ${blockName}`}
      onFile={upload}
      onRemove={() => {
        setFileName(null);
        onRemove();
      }}
    >
      {children}
    </FileUpload>
  );
}
