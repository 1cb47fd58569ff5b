import { blockColorName, blockColorOf, blockGradient, LIMITS } from '@blockbeat/contracts';
import { useActionErrorHandler, useCreateExerciseTemplate, useToast } from '@blockbeat/shell-sdk';
import { blockTitle } from '@blockbeat/timer-engine';
import { Button, Checkbox, Input } from '@blockbeat/ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState } from 'react';
import { Icon } from '../../../shared/icons';

import type { BlockDraft } from '../model/block';
import { blockErrors, type BlockErrors } from '../model/validation';
import { blockDuplicated, blockMoved, blockRemoved, blockUpdated, selectionToggled } from '../state/builderSlice';
import { useAppDispatch } from '../state/store';
import { ColorPicker } from './ColorPicker';
import { MusicField } from './MusicField';
import { SecondsInput } from './SecondsInput';

interface BlockCardProps {
  block: BlockDraft;
  index: number;
  count: number;
  /** What the server refused on the last save; the form's own rules are checked here. */
  serverErrors?: BlockErrors;
  selected: boolean;
  /** The next block's name when the music carries on into it (rest 0, same URL). */
  continuesInto: string | null;
  /** A template is being dragged over this block: where it would land. */
  dropHint?: 'before' | 'after';
}

/** Memoised: typing in one block re-renders that block, not the whole list. */
export const BlockCard = memo(function BlockCard({ block, index, count, serverErrors, selected, continuesInto, dropHint }: BlockCardProps) {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const apiFailure = useActionErrorHandler();
  const saveTemplate = useCreateExerciseTemplate();
  const [expanded, setExpanded] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });

  const errors: BlockErrors = { ...serverErrors, ...blockErrors(block) };
  const name = blockTitle(block, index);
  const id = `block-${block.key}`;
  const update = (changes: Partial<BlockDraft>) => dispatch(blockUpdated({ key: block.key, changes }));

  const saveAsTemplate = () => {
    const { key: _key, ...fields } = block;
    saveTemplate.mutate(
      { ...fields, name, blockColor: blockColorOf(blockColorName(fields.blockColor)) },
      {
        onSuccess: (created) => toast({ title: 'Template Created', description: `${created.name} saved to the template library` }),
        onError: (err) => {
          if (!apiFailure(err)) toast({ title: 'Error', description: 'Failed to create template. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

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
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="drag-handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${name} to reorder`}
          >
            <Icon name="grip" />
          </button>
          <Checkbox checked={selected} aria-label={`Select ${name}`} onChange={() => dispatch(selectionToggled(block.key))} />
          <span className="block-index" aria-hidden="true">
            {index + 1}
          </span>
          <div className="field field-name">
            <label htmlFor={`${id}-name`}>Exercise name</label>
            <Input
              id={`${id}-name`}
              value={block.name}
              maxLength={LIMITS.workoutNameMax}
              status={errors.name ? 'error' : undefined}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              onChange={(e) => update({ name: e.target.value })}
            />
            {errors.name && (
              <p id={`${id}-name-error`} className="field-error" role="alert">
                {errors.name}
              </p>
            )}
          </div>
          <SecondsInput
            id={`${id}-duration`}
            label="Duration (s)"
            value={block.duration}
            fallback={LIMITS.defaultDuration}
            error={errors.duration}
            onChange={(duration) => update({ duration })}
          />
          <SecondsInput
            id={`${id}-rest`}
            label="Rest (s)"
            value={block.restTime}
            fallback={LIMITS.defaultRest}
            error={errors.restTime}
            onChange={(restTime) => update({ restTime })}
          />
          <div className="block-actions">
            <Button size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => dispatch(blockMoved({ from: index, to: index - 1 }))}>
              <Icon name="up" />
            </Button>
            <Button
              size="small"
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => dispatch(blockMoved({ from: index, to: index + 1 }))}
            >
              <Icon name="down" />
            </Button>
            <Button size="small" aria-label={`Duplicate ${name}`} onClick={() => dispatch(blockDuplicated(block.key))}>
              <Icon name="copy" />
            </Button>
            <Button size="small" danger aria-label={`Delete ${name}`} onClick={() => dispatch(blockRemoved(block.key))}>
              <Icon name="delete" />
            </Button>
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={`${id}-details`}
              aria-label={`${expanded ? 'Hide' : 'Show'} details of ${name}`}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? 'Less' : 'More'}
            </Button>
          </div>
        </div>
        {!expanded && (errors.musicUrl || block.notes || block.musicUrl) && (
          <p className="block-peek muted-text">
            {block.musicUrl && <span>♫ {block.musicType}</span>}
            {block.notes && <span className="clamp-1">{block.notes}</span>}
            {errors.musicUrl && (
              <span className="field-error" role="alert">
                {errors.musicUrl}
              </span>
            )}
          </p>
        )}
        {expanded && (
          <div className="block-details" id={`${id}-details`}>
            <div className="field">
              <label htmlFor={`${id}-notes`}>Notes</label>
              <Input.TextArea id={`${id}-notes`} rows={2} value={block.notes} maxLength={LIMITS.notesMax} onChange={(e) => update({ notes: e.target.value })} />
            </div>
            <ColorPicker name={`${id}-color`} legend={`Colour of ${name}`} value={block.blockColor} onChange={(blockColor) => update({ blockColor })} />
            <MusicField
              id={`${id}-music`}
              blockName={name}
              musicType={block.musicType}
              musicUrl={block.musicUrl}
              error={errors.musicUrl}
              onChange={(changes) => update(changes)}
            />
            <Button size="small" onClick={saveAsTemplate} loading={saveTemplate.isPending} disabled={Object.keys(errors).length > 0}>
              {saveTemplate.isPending ? 'Creating...' : 'Save block as template'}
            </Button>
          </div>
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
