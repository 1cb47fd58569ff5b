import { blockTitle } from '@blockbeat/timer-engine';
import type { DropHint } from '../../../shared/model/dragAndDrop';
import { canStep } from '../../../shared/model/groups';
import { continuesMusic } from '../../../shared/model/summary';
import type { BlockErrors } from '../../../shared/model/validation';
import { useAppSelector } from '../../../shared/state/store';
import { BlockCard } from './BlockCard';

interface BlockCardAtProps {
  index: number;
  serverErrors: Record<string, BlockErrors>;
  dropHint: DropHint | null;
  shared: boolean;
}

/** The card of the list's block at `index`, with what it takes from the list around it (moves, selection, music carrying on). */
export function BlockCardAt({ index, serverErrors, dropHint, shared }: BlockCardAtProps) {
  const blocks = useAppSelector((s) => s.builder.blocks);
  const groups = useAppSelector((s) => s.builder.groups);
  const selected = useAppSelector((s) => s.builder.selected);
  const block = blocks[index]!;
  const next = blocks[index + 1];
  return (
    <BlockCard
      block={block}
      index={index}
      canMoveUp={canStep(groups, blocks.length, index, 'up')}
      canMoveDown={canStep(groups, blocks.length, index, 'down')}
      serverErrors={serverErrors[block.key]}
      selected={selected.includes(block.key)}
      continuesInto={next && continuesMusic(blocks, index) ? blockTitle(next, index + 1) : null}
      dropHint={dropHint?.key === block.key ? dropHint.position : undefined}
      shared={shared}
    />
  );
}
