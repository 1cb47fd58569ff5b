import { Button } from '@blockbeat/ui';
import { useAppSelector } from '../../../shared/state/store';

interface BuilderToolbarProps {
  isSaving: boolean;
  onSave: () => void;
  onPlay: () => void;
}

/** Where the work stands (saving, unsaved, saved), Save (also Ctrl/Cmd+S) and Play. */
export function BuilderToolbar({ isSaving, onSave, onPlay }: BuilderToolbarProps) {
  const dirty = useAppSelector((s) => s.builder.dirty);
  const loadedId = useAppSelector((s) => s.builder.workoutId);
  const hasBlocks = useAppSelector((s) => s.builder.blocks.length > 0);
  return (
    <div className="builder-toolbar">
      <span className="save-state" role="status">
        {isSaving ? 'Saving...' : dirty ? 'Unsaved changes' : loadedId ? 'All changes saved' : ''}
      </span>
      <Button type="primary" onClick={onSave} loading={isSaving} aria-keyshortcuts="Control+S Meta+S" title="Save (Ctrl+S)">
        Save
      </Button>
      <Button onClick={onPlay} disabled={isSaving || !hasBlocks}>
        ▶ Play
      </Button>
    </div>
  );
}
