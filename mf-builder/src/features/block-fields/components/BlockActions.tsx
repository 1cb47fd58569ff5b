import { Button } from '@blockbeat/ui';
import { Icon } from '../../../shared/icons';
import { blockDuplicated, blockRemoved, blockStepped } from '../../../shared/state/builderSlice';
import { useAppDispatch } from '../../../shared/state/store';

interface BlockActionsProps {
  blockKey: string;
  name: string;
  /** Whether a step is possible (at a round group's edge a step goes out of or into the group). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  expanded: boolean;
  detailsId: string;
  onToggleDetails: () => void;
}

/**
 * Stepping into or out of a round group moves the card into another list, where it is drawn anew:
 * the button pressed is then a new one, and gets the focus back once it is there.
 */
function refocus(name: string): void {
  requestAnimationFrame(() => {
    const button = Array.from(document.querySelectorAll<HTMLElement>('.block-actions button')).find((b) => b.getAttribute('aria-label') === name);
    if (button && document.activeElement !== button) button.focus();
  });
}

/** Move up / down (the keyboard's way to reorder, and in and out of round groups), duplicate, delete, and the block's details. */
export function BlockActions({ blockKey, name, canMoveUp, canMoveDown, expanded, detailsId, onToggleDetails }: BlockActionsProps) {
  const dispatch = useAppDispatch();
  const step = (direction: 'up' | 'down') => {
    dispatch(blockStepped({ key: blockKey, direction }));
    refocus(`Move ${name} ${direction}`);
  };
  return (
    <div className="block-actions">
      <Button size="small" aria-label={`Move ${name} up`} disabled={!canMoveUp} onClick={() => step('up')}>
        <Icon name="up" />
      </Button>
      <Button size="small" aria-label={`Move ${name} down`} disabled={!canMoveDown} onClick={() => step('down')}>
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
