import type { UploadedImage } from '@blockbeat/contracts';
import { useDemoImageUpload } from '@blockbeat/shell-sdk';
import { Field, FileUpload, Input } from '@blockbeat/ui';
import { useCallback, useId } from 'react';
import { LabeledSelect } from '../../../shared/components/LabeledSelect';
import { DEMO_OPTIONS, type DemoChoice, type TemplateFormErrors, type TemplateFormValues } from '../model/templateForm';

export interface DemoFieldsProps {
  values: Pick<TemplateFormValues, 'name' | 'demoType' | 'demoUrl'>;
  errors: Pick<TemplateFormErrors, 'demoUrl'>;
  onTypeChange: (type: DemoChoice) => void;
  onUrlChange: (url: string) => void;
  onUrlLeave: () => void;
}

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The exercise's demo: an uploaded image or GIF (with its thumbnail), or a video link (YouTube or an .mp4/.webm file). */
export function DemoFields({ values, errors, onTypeChange, onUrlChange, onUrlLeave }: DemoFieldsProps) {
  return (
    <>
      <LabeledSelect label="Demo" value={values.demoType} options={DEMO_OPTIONS} onChange={onTypeChange} />
      {values.demoType === 'image' && <DemoImageUpload url={values.demoUrl} name={values.name} error={errors.demoUrl} onUploaded={onUrlChange} />}
      {values.demoType === 'video' && (
        <Field label="Demo video link" error={errors.demoUrl}>
          {(control) => (
            <Input
              {...control}
              value={values.demoUrl}
              placeholder="https://www.youtube.com/watch?v=... or https://…/demo.mp4"
              onChange={(e) => onUrlChange(e.target.value)}
              onBlur={onUrlLeave}
            />
          )}
        </Field>
      )}
    </>
  );
}

function DemoImageUpload({ url, name, error, onUploaded }: { url: string; name: string; error?: string; onUploaded: (url: string) => void }) {
  const labelId = useId();
  const { upload, busy } = useDemoImageUpload(useCallback((uploaded: UploadedImage) => onUploaded(uploaded.url), [onUploaded]));
  return (
    <div className="ui-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ui-field-label">
        Demo image
      </span>
      <FileUpload
        label="Upload Image or GIF"
        accept={IMAGE_ACCEPT}
        busy={busy}
        hint="PNG, JPEG, GIF or WebP, up to 5 MB"
        error={error}
        hasFile={Boolean(url)}
        fileName="Demo image"
        fileStatus="Demo image uploaded"
        removeLabel="Remove demo image"
        onFile={upload}
        onRemove={() => onUploaded('')}
      >
        {url && <img className="demo-thumb" src={url} alt={name ? `Demo of ${name}` : 'Demo'} />}
      </FileUpload>
    </div>
  );
}
