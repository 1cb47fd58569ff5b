import { blockColorName, blockColorOf, LIMITS } from '@blockbeat/contracts';
import { useActionErrorHandler, useCreateExerciseTemplate, useToast } from '@blockbeat/shell-sdk';
import { Button, ColorPicker, Field, Input } from '@blockbeat/ui';
import type { ReactNode } from 'react';
import type { BlockDraft } from '../../../shared/model/block';
import type { BlockErrors } from '../../../shared/model/validation';
import { ClickTempoField } from './ClickTempoField';
import { DemoField } from './DemoField';
import { EachSideField } from './EachSideField';
import { LengthField } from './LengthField';
import { MusicField } from './MusicField';

interface BlockDetailsProps {
  id: string;
  block: BlockDraft;
  name: string;
  /** Whether the block passes the form's rules (it can become a template). */
  canSave: boolean;
  errors: BlockErrors;
  serverErrors: BlockErrors;
  musicError: { error?: string; onLeave: () => void };
  onChange: (changes: Partial<BlockDraft>) => void;
  /** Said about the music, under its field (the Spotify mark of a shared workout). */
  children?: ReactNode;
}

/** A block's length (time or breaths), sides, demo, notes, colour, music (or its own click tempo), and "Save block as template". */
export function BlockDetails({ id, block, name, canSave, errors, serverErrors, musicError, onChange, children }: BlockDetailsProps) {
  const { toast } = useToast();
  const apiFailure = useActionErrorHandler();
  const saveTemplate = useCreateExerciseTemplate();

  const saveAsTemplate = () => {
    // A template holds what the template form has (and the demo); sides and breaths stay the workout's.
    const { duration, restTime, notes, musicType, musicUrl, blockColor, demo } = block;
    if (duration === null || restTime === null) return;
    saveTemplate.mutate(
      { name, duration, restTime, notes, musicType, musicUrl, blockColor: blockColorOf(blockColorName(blockColor)), ...(demo ? { demo } : {}) },
      {
        onSuccess: (created) => toast({ title: 'Template Created', description: `${created.name} saved to the template library` }),
        onError: (err) => {
          if (!apiFailure(err)) toast({ title: 'Error', description: 'Failed to create template. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="block-details" id={id}>
      <div className="structure-fields">
        <LengthField id={`${id}-length`} name={name} breathing={block.breathing} errors={errors} serverErrors={serverErrors} onChange={onChange} />
        <EachSideField id={`${id}-sides`} block={block} errors={errors} serverErrors={serverErrors} onChange={onChange} />
      </div>
      <DemoField id={`${id}-demo`} blockName={name} demo={block.demo} serverError={serverErrors.demo} onChange={(demo) => onChange({ demo })} />
      <Field id={`${id}-notes`} label="Notes">
        {(control) => <Input.TextArea {...control} rows={2} value={block.notes} maxLength={LIMITS.notesMax} onChange={(e) => onChange({ notes: e.target.value })} />}
      </Field>
      <ColorPicker legend={`Colour of ${name}`} value={block.blockColor} onChange={(blockColor) => onChange({ blockColor })} />
      <MusicField
        id={`${id}-music`}
        blockKey={block.key}
        blockName={name}
        musicType={block.musicType}
        musicUrl={block.musicUrl}
        error={musicError.error}
        onLeave={musicError.onLeave}
        onChange={onChange}
      />
      {children}
      {!block.musicUrl.trim() && (
        <ClickTempoField
          id={`${id}-click`}
          name={name}
          clickBpm={block.clickBpm}
          duration={block.breathing ? null : block.duration}
          errors={errors}
          serverErrors={serverErrors}
          onChange={onChange}
        />
      )}
      <Button size="small" onClick={saveAsTemplate} loading={saveTemplate.isPending} disabled={!canSave}>
        {saveTemplate.isPending ? 'Creating...' : 'Save block as template'}
      </Button>
    </div>
  );
}
