import { AUDIO_FILE_MESSAGES, audioFileProblem, uploadRefusalMessage } from '@blockbeat/contracts';
import { errorBodyOf, statusOf, useActionErrorHandler, useToast, useUploadAudio } from '@blockbeat/shell-sdk';
import { FileUpload } from '@blockbeat/ui';
import { useState, type ReactNode } from 'react';

interface BlockAudioUploadProps {
  blockName: string;
  musicUrl: string;
  error?: string;
  onUploaded: (url: string) => void;
  onRemove: () => void;
  /** Beside the file in place: its preview. */
  children: ReactNode;
}

/**
 * A block's uploaded audio, as the template form has it: a file that is too large or not audio is
 * refused before sending, and a refusal says why.
 */
export function BlockAudioUpload({ blockName, musicUrl, error, onUploaded, onRemove, children }: BlockAudioUploadProps) {
  const upload = useUploadAudio();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const [fileName, setFileName] = useState<string | null>(null);
  const refuse = (description: string) => toast({ title: 'Upload Failed', description, variant: 'destructive' });

  const onFile = async (file: File) => {
    const problem = await audioFileProblem(file);
    if (problem) {
      refuse(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        setFileName(uploaded.originalName || file.name);
        onUploaded(uploaded.url);
      },
      onError: (err) => {
        if (!handleActionError(err)) refuse(uploadRefusalMessage(statusOf(err), errorBodyOf(err), AUDIO_FILE_MESSAGES));
      },
    });
  };

  return (
    <FileUpload
      label="Upload Audio File"
      name={`Upload Audio File for ${blockName}`}
      accept="audio/*"
      busy={upload.isPending}
      hint="Supported formats: MP3, WAV, M4A, OGG"
      error={error}
      hasFile={Boolean(musicUrl)}
      fileName={fileName ?? 'Current audio file'}
      fileStatus="Audio file uploaded"
      changeLabel={`Change audio of ${blockName}`}
      removeLabel={`Remove audio from ${blockName}`}
      onFile={(file) => void onFile(file)}
      onRemove={() => {
        setFileName(null);
        onRemove();
      }}
    >
      {children}
    </FileUpload>
  );
}
