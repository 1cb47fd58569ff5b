import { demoUrlError, type ExerciseDemo, type UploadedImage } from '@blockbeat/contracts';
import { useDemoImageUpload } from '@blockbeat/shell-sdk';
import { Button, Field, FileUpload, Input } from '@blockbeat/ui';
import { useCallback, useState } from 'react';
import { useShownError } from '../../../shared/hooks/useShownError';

interface DemoFieldProps {
  id: string;
  blockName: string;
  demo: ExerciseDemo | null;
  serverError?: string;
  onChange: (demo: ExerciseDemo | null) => void;
}

/** A block's demo: an uploaded image or GIF (≤ 5 MB), or a video link; shown in the player during the block. */
export function DemoField({ id, blockName, demo, serverError, onChange }: DemoFieldProps) {
  const [fileName, setFileName] = useState<string | null>(null);
  const { upload, busy } = useDemoImageUpload(
    useCallback(
      (image: UploadedImage, file: File) => {
        setFileName(image.originalName || file.name);
        onChange({ type: 'image', url: image.url });
      },
      [onChange],
    ),
  );
  const videoUrl = demo?.type === 'video' ? demo.url : '';
  const videoError = useShownError(videoUrl ? demoUrlError('video', videoUrl) : null, serverError);

  return (
    <fieldset className="demo-field">
      <legend className="ui-field-label">Demo</legend>
      <FileUpload
        label="Upload demo image"
        name={`Upload demo image for ${blockName}`}
        accept="image/png,image/jpeg,image/gif,image/webp"
        busy={busy}
        hint="An image or animated GIF (PNG, JPEG, GIF, WebP), up to 5 MB"
        hasFile={demo?.type === 'image'}
        fileName={fileName ?? 'Demo image'}
        fileStatus="Shown while the exercise plays"
        changeLabel={`Change demo image of ${blockName}`}
        removeLabel={`Remove demo image from ${blockName}`}
        onFile={upload}
        onRemove={() => {
          setFileName(null);
          onChange(null);
        }}
      >
        {demo?.type === 'image' && <img className="demo-preview" src={demo.url} alt={`Demo of ${blockName}`} />}
      </FileUpload>
      {demo?.type !== 'image' && (
        <Field id={`${id}-video`} label={`Demo video link for ${blockName}`} labelHidden hint="Or paste a video link: YouTube, or an https link to an .mp4 or .webm file" error={videoError.error}>
          {(control) => (
            <div className="url-row">
              <Input
                {...control}
                placeholder="https://www.youtube.com/watch?v=..."
                value={videoUrl}
                onChange={(e) => onChange(e.target.value.trim() ? { type: 'video', url: e.target.value } : null)}
                onBlur={videoError.onLeave}
              />
              {videoUrl && (
                <Button aria-label={`Remove demo video from ${blockName}`} onClick={() => onChange(null)}>
                  Remove
                </Button>
              )}
            </div>
          )}
        </Field>
      )}
    </fieldset>
  );
}
