import { MUSIC_TYPES, type MusicType } from '@blockbeat/contracts';
import { Field, Input, MusicPreviewButton, Radio } from '@blockbeat/ui';
import { BlockAudioUpload } from './BlockAudioUpload';

const SOURCE_LABELS: Record<MusicType, string> = { youtube: 'YouTube', spotify: 'Spotify', soundcloud: 'SoundCloud', upload: 'Upload' };

const PLACEHOLDERS: Record<Exclude<MusicType, 'upload'>, string> = {
  youtube: 'https://www.youtube.com/watch?v=...',
  spotify: 'https://open.spotify.com/track/...',
  soundcloud: 'https://soundcloud.com/artist/track',
};

interface MusicFieldProps {
  id: string;
  /** The block's key: its preview's id. */
  blockKey: string;
  blockName: string;
  musicType: MusicType;
  musicUrl: string;
  /** As shown: the block decides when (after the field is left or a save is tried). */
  error?: string;
  onLeave: () => void;
  onChange: (changes: { musicType?: MusicType; musicUrl?: string }) => void;
}

/** A block's music preview button: one track at a time on the screen, 30 s at most. */
export function BlockPreviewButton({ blockKey, blockName, musicType, musicUrl }: Pick<MusicFieldProps, 'blockKey' | 'blockName' | 'musicType' | 'musicUrl'>) {
  return (
    <MusicPreviewButton
      id={blockKey}
      title={blockName}
      musicType={musicType}
      musicUrl={musicUrl}
      playLabel={`Play preview of ${blockName}`}
      stopLabel={`Stop preview of ${blockName}`}
      playText="Preview"
      stopText="Stop"
    />
  );
}

/** Music source (YouTube, Spotify, SoundCloud or an uploaded file) and its URL; an empty URL means no music. */
export function MusicField({ id, blockKey, blockName, musicType, musicUrl, error, onLeave, onChange }: MusicFieldProps) {
  return (
    <div className="music-field">
      <span className="ui-field-label" id={`${id}-source`}>
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
        <BlockAudioUpload blockName={blockName} musicUrl={musicUrl} error={error} onUploaded={(url) => onChange({ musicType: 'upload', musicUrl: url })} onRemove={() => onChange({ musicUrl: '' })}>
          <BlockPreviewButton blockKey={blockKey} blockName={blockName} musicType={musicType} musicUrl={musicUrl} />
        </BlockAudioUpload>
      ) : (
        <Field id={id} label={`Music URL for ${blockName}`} labelHidden error={error}>
          {(control) => (
            <div className="url-row">
              <Input {...control} value={musicUrl} placeholder={PLACEHOLDERS[musicType]} onChange={(e) => onChange({ musicUrl: e.target.value })} onBlur={onLeave} />
              <BlockPreviewButton blockKey={blockKey} blockName={blockName} musicType={musicType} musicUrl={musicUrl} />
            </div>
          )}
        </Field>
      )}
    </div>
  );
}
