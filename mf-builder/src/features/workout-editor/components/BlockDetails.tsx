import { blockColorName, blockColorOf, LIMITS } from '@blockbeat/contracts';
import { useActionErrorHandler, useCreateExerciseTemplate, useToast } from '@blockbeat/shell-sdk';
import { Button, ColorPicker, Field, Input } from '@blockbeat/ui';
import type { BlockDraft } from '../model/block';
import { MusicField } from './MusicField';

interface BlockDetailsProps {
  id: string;
  block: BlockDraft;
  name: string;
  /** Whether the block passes the form's rules (it can become a template). */
  canSave: boolean;
  musicError: { error?: string; onLeave: () => void };
  onChange: (changes: Partial<BlockDraft>) => void;
}

/** A block's notes, colour and music, and "Save block as template". */
export function BlockDetails({ id, block, name, canSave, musicError, onChange }: BlockDetailsProps) {
  const { toast } = useToast();
  const apiFailure = useActionErrorHandler();
  const saveTemplate = useCreateExerciseTemplate();

  const saveAsTemplate = () => {
    const { key: _key, duration, restTime, ...fields } = block;
    if (duration === null || restTime === null) return;
    saveTemplate.mutate(
      { ...fields, duration, restTime, name, blockColor: blockColorOf(blockColorName(fields.blockColor)) },
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
      <Button size="small" onClick={saveAsTemplate} loading={saveTemplate.isPending} disabled={!canSave}>
        {saveTemplate.isPending ? 'Creating...' : 'Save block as template'}
      </Button>
    </div>
  );
}
