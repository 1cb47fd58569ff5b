import { MUSIC_TYPES, type MusicType } from '@blockbeat/contracts';
import { errorBodyOf, uploadAudio, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Button, Input, Radio } from '@blockbeat/ui';
import { useRef, useState } from 'react';

const SOURCE_LABELS: Record<MusicType, string> = { youtube: 'YouTube', spotify: 'Spotify', soundcloud: 'SoundCloud', upload: 'Upload' };

const PLACEHOLDERS: Record<Exclude<MusicType, 'upload'>, string> = {
  youtube: 'https://www.youtube.com/watch?v=...',
  spotify: 'https://open.spotify.com/track/...',
  soundcloud: 'https://soundcloud.com/artist/track',
};

interface MusicFieldProps {
  id: string;
  blockName: string;
  musicType: MusicType;
  musicUrl: string;
  error?: string;
  onChange: (changes: { musicType?: MusicType; musicUrl?: string }) => void;
}

/** Music source (YouTube, Spotify, SoundCloud or an uploaded file) and its URL; an empty URL means no music. */
export function MusicField({ id, blockName, musicType, musicUrl, error, onChange }: MusicFieldProps) {
  const { toast } = useToast();
  const apiFailure = useActionErrorHandler();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadAudio(file);
      setFileName(uploaded.originalName || file.name);
      onChange({ musicType: 'upload', musicUrl: uploaded.url });
    } catch (err) {
      if (!apiFailure(err)) {
        toast({ title: 'Upload failed', description: errorBodyOf(err)?.error.message ?? 'Failed to upload the audio file. Please try again.', variant: 'destructive' });
      }
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="field music-field">
      <span className="field-label" id={`${id}-source`}>
        Music source
      </span>
      <Radio.Group
        aria-labelledby={`${id}-source`}
        optionType="button"
        size="small"
        value={musicType}
        options={MUSIC_TYPES.map((t) => ({ value: t, label: SOURCE_LABELS[t] }))}
        // Switching source clears a URL that belonged to the other source.
        onChange={(e) => onChange({ musicType: e.target.value as MusicType, musicUrl: '' })}
      />
      {musicType === 'upload' ? (
        <div className="upload-control">
          <input
            ref={fileInput}
            type="file"
            accept="audio/*"
            hidden
            aria-label={`Audio file for ${blockName}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {musicUrl ? (
            <>
              <span className="upload-name">{fileName ?? 'Audio file uploaded'}</span>
              {fileName && <span className="muted-text">Audio file uploaded</span>}
              <Button size="small" onClick={() => fileInput.current?.click()} loading={uploading}>
                Change
              </Button>
              <Button size="small" aria-label={`Remove audio from ${blockName}`} onClick={() => onChange({ musicUrl: '' })}>
                Remove
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => fileInput.current?.click()} loading={uploading}>
              {uploading ? 'Uploading...' : 'Upload Audio File'}
            </Button>
          )}
          <p className="field-hint">Supported formats: MP3, WAV, M4A, OGG</p>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="visually-hidden">
            Music URL for {blockName}
          </label>
          <Input
            id={id}
            value={musicUrl}
            placeholder={PLACEHOLDERS[musicType]}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange({ musicUrl: e.target.value })}
          />
        </>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
