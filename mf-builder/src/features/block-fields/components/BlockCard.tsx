import { blockGradient, LIMITS } from '@blockbeat/contracts';
import { blockTitle } from '@blockbeat/timer-engine';
import { Checkbox, Field, Input } from '@blockbeat/ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState } from 'react';
import { Icon } from '../../../shared/icons';
import { useShownError } from '../../../shared/hooks/useShownError';
import { playsSpotify, type BlockDraft } from '../../../shared/model/block';
import { breathLengthText } from '../../../shared/model/summary';
import { blockErrors, type BlockErrors } from '../../../shared/model/validation';
import { blockUpdated, selectionToggled } from '../../../shared/state/builderSlice';
import { useAppDispatch } from '../../../shared/state/store';
import { BlockActions } from './BlockActions';
import { BlockDetails } from './BlockDetails';
import { BlockMarks } from './BlockMarks';
import { BlockPreviewButton } from './MusicField';
import { BlockTempo } from './BlockTempo';
import { SecondsInput } from './SecondsInput';
import { SpotifyShareMark } from './SpotifyShareMark';

interface BlockCardProps {
  block: BlockDraft;
  index: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** What the server refused on the last save; the form's own rules are checked here. */
  serverErrors?: BlockErrors;
  selected: boolean;
  /** The next block's name when the music carries on into it (rest 0, same URL). */
  continuesInto: string | null;
  /** A template is being dragged over this block: where it would land. */
  dropHint?: 'before' | 'after';
  /** The workout has a share link: a Spotify block says what its listeners will hear. */
  shared: boolean;
}

/** Memoised: typing in one block re-renders that block, not the whole list. */
export const BlockCard = memo(function BlockCard({ block, index, canMoveUp, canMoveDown, serverErrors = {}, selected, continuesInto, dropHint, shared }: BlockCardProps) {
  const dispatch = useAppDispatch();
  const [expanded, setExpanded] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  const errors = blockErrors(block);
  const nameError = useShownError(errors.name, serverErrors.name);
  const musicError = useShownError(errors.musicUrl, serverErrors.musicUrl);
  const name = blockTitle(block, index);
  const id = `block-${block.key}`;
  const update = (changes: Partial<BlockDraft>) => dispatch(blockUpdated({ key: block.key, changes }));
  const previewsOnly = shared && playsSpotify(block);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`block-card${isDragging ? ' is-dragging' : ''}${selected ? ' is-selected' : ''}${dropHint ? ` drop-${dropHint}` : ''}`}
      aria-label={`Block ${index + 1}: ${name}`}
      data-block-key={block.key}
    >
      <div className="block-stripe" style={{ background: blockGradient(block.blockColor) }} aria-hidden="true" />
      <div className="block-body">
        <div className="block-row">
          <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={`Drag ${name} to reorder`}>
            <Icon name="grip" />
          </button>
          <Checkbox checked={selected} aria-label={`Select ${name}`} onChange={() => dispatch(selectionToggled(block.key))} />
          <span className="block-index" aria-hidden="true">
            {index + 1}
          </span>
          <Field id={`${id}-name`} label="Exercise name" error={nameError.error} className="field-name">
            {(control) => (
              <Input {...control} value={block.name} maxLength={LIMITS.workoutNameMax} onChange={(e) => update({ name: e.target.value })} onBlur={nameError.onLeave} />
            )}
          </Field>
          {block.breathing ? (
            <p className="block-length" aria-label={`Length of ${name}`}>
              {breathLengthText(block.breathing)}
            </p>
          ) : (
            <SecondsInput
              id={`${id}-duration`}
              label="Duration (s)"
              className="field-seconds"
              value={block.duration}
              fallback={LIMITS.defaultDuration}
              error={errors.duration}
              serverError={serverErrors.duration}
              onChange={(duration) => update({ duration })}
            />
          )}
          <SecondsInput
            id={`${id}-rest`}
            label="Rest (s)"
            className="field-seconds"
            value={block.restTime}
            fallback={LIMITS.defaultRest}
            error={errors.restTime}
            serverError={serverErrors.restTime}
            onChange={(restTime) => update({ restTime })}
          />
          <BlockMarks block={block} name={name} />
          <BlockActions blockKey={block.key} name={name} canMoveUp={canMoveUp} canMoveDown={canMoveDown} expanded={expanded} detailsId={`${id}-details`} onToggleDetails={() => setExpanded((v) => !v)} />
        </div>
        {block.musicUrl && <BlockTempo block={block} name={name} onChange={update} />}
        {!expanded && (musicError.error || block.notes || block.musicUrl) && (
          <div className="block-peek muted-text">
            {block.musicUrl && (
              <>
                <span>♫ {block.musicType}</span>
                <BlockPreviewButton blockKey={block.key} blockName={name} musicType={block.musicType} musicUrl={block.musicUrl} />
              </>
            )}
            {block.notes && <span className="clamp-1">{block.notes}</span>}
            {musicError.error && <span className="ui-field-error">{musicError.error}</span>}
          </div>
        )}
        {!expanded && previewsOnly && <SpotifyShareMark />}
        {expanded && (
          <BlockDetails
            id={`${id}-details`}
            block={block}
            name={name}
            canSave={Object.keys(errors).length === 0}
            errors={errors}
            serverErrors={serverErrors}
            musicError={musicError}
            onChange={update}
          >
            {previewsOnly && <SpotifyShareMark />}
          </BlockDetails>
        )}
      </div>
      {continuesInto !== null && (
        <p className="music-link" aria-label={`Continuous music from ${name} into ${continuesInto}`}>
          <span aria-hidden="true">♫</span> Continuous music
        </p>
      )}
    </li>
  );
});
