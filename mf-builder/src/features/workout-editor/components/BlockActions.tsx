import { Button } from '@blockbeat/ui';
import { Icon } from '../../../shared/icons';
import { blockDuplicated, blockMoved, blockRemoved } from '../state/builderSlice';
import { useAppDispatch } from '../state/store';

interface BlockActionsProps {
  blockKey: string;
  name: string;
  index: number;
  count: number;
  expanded: boolean;
  detailsId: string;
  onToggleDetails: () => void;
}

/** Move up / down (the keyboard's way to reorder), duplicate, delete, and the block's details. */
export function BlockActions({ blockKey, name, index, count, expanded, detailsId, onToggleDetails }: BlockActionsProps) {
  const dispatch = useAppDispatch();
  return (
    <div className="block-actions">
      <Button size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => dispatch(blockMoved({ from: index, to: index - 1 }))}>
        <Icon name="up" />
      </Button>
      <Button size="small" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => dispatch(blockMoved({ from: index, to: index + 1 }))}>
        <Icon name="down" />
      </Button>
      <Button size="small" aria-label={`Duplicate ${name}`} onClick={() => dispatch(blockDuplicated(blockKey))}>
        <Icon name="copy" />
      </Button>
      <Button size="small" danger aria-label={`Delete ${name}`} onClick={() => dispatch(blockRemoved(blockKey))}>
        <Icon name="delete" />
      </Button>
      {/* The visible word is part of the name, as speech input users say what they see. */}
      <Button size="small" aria-expanded={expanded} aria-controls={detailsId} aria-label={`${expanded ? 'Hide' : 'Show'} details of ${name}`} onClick={onToggleDetails}>
        Details
      </Button>
    </div>
  );
}
