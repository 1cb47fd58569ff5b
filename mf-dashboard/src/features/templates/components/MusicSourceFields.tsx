import type { MusicType, PreviewId } from '@blockbeat/contracts';
import { Field, Input, MusicPreviewButton } from '@blockbeat/ui';
import { LabeledSelect } from '../../../shared/components/LabeledSelect';
import { MUSIC_SOURCE_OPTIONS, MUSIC_URL_PLACEHOLDERS, type TemplateFormErrors, type TemplateFormValues } from '../model/templateForm';
import { AudioUpload } from './AudioUpload';

export interface MusicSourceFieldsProps {
  values: Pick<TemplateFormValues, 'name' | 'musicType' | 'musicUrl'>;
  errors: Pick<TemplateFormErrors, 'musicType' | 'musicUrl'>;
  previewId: PreviewId;
  uploadedName: string | null;
  onSourceChange: (musicType: MusicType) => void;
  onUrlChange: (musicUrl: string) => void;
  onUrlLeave: () => void;
  onUploaded: (url: string, fileName: string) => void;
  onUploadRemoved: () => void;
}

/** Music Source, then a URL with its preview, or the audio upload. */
export function MusicSourceFields(props: MusicSourceFieldsProps) {
  const { values, errors, previewId, uploadedName, onSourceChange, onUrlChange, onUrlLeave, onUploaded, onUploadRemoved } = props;
  const { musicType } = values;
  return (
    <>
      <LabeledSelect label="Music Source" value={values.musicType} options={MUSIC_SOURCE_OPTIONS} onChange={onSourceChange} error={errors.musicType} />
      {musicType === 'upload' ? (
        <AudioUpload
          url={values.musicUrl}
          fileName={uploadedName}
          previewId={previewId}
          title={values.name}
          error={errors.musicUrl}
          onUploaded={onUploaded}
          onRemove={onUploadRemoved}
        />
      ) : (
        <Field label="Music URL" error={errors.musicUrl}>
          {(control) => (
            <div className="url-row">
              <Input
                {...control}
                value={values.musicUrl}
                placeholder={MUSIC_URL_PLACEHOLDERS[musicType]}
                onChange={(e) => onUrlChange(e.target.value)}
                onBlur={onUrlLeave}
              />
              <MusicPreviewButton
                id={previewId}
                title={values.name}
                musicType={values.musicType}
                musicUrl={values.musicUrl}
                playLabel="Preview music"
                stopLabel="Stop music"
                playText="Preview"
                stopText="Stop"
                className="card-btn"
              />
            </div>
          )}
        </Field>
      )}
    </>
  );
}
