import { blockTitle } from '@blockbeat/timer-engine';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { BLOCK_LIST_DROP_ID, type DropHint } from '../model/dragAndDrop';
import { continuesMusic } from '../model/summary';
import type { BlockErrors } from '../model/validation';
import { useAppSelector } from '../state/store';
import { BlockCard } from './BlockCard';

/** The workout's blocks in order: sortable by drag (pointer, touch, keyboard) and a drop target for templates. */
export function BlockList({ serverErrors, dropHint }: { serverErrors: Record<string, BlockErrors>; dropHint: DropHint | null }) {
  const blocks = useAppSelector((s) => s.builder.blocks);
  const selected = useAppSelector((s) => s.builder.selected);
  const { setNodeRef, isOver } = useDroppable({ id: BLOCK_LIST_DROP_ID });

  return (
    <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
      <ol ref={setNodeRef} className={`block-list${isOver ? ' is-over' : ''}`} aria-label="Blocks">
        {blocks.map((block, index) => {
          const next = blocks[index + 1];
          return (
            <BlockCard
              key={block.key}
              block={block}
              index={index}
              count={blocks.length}
              serverErrors={serverErrors[block.key]}
              selected={selected.includes(block.key)}
              continuesInto={next && continuesMusic(blocks, index) ? blockTitle(next, index + 1) : null}
              dropHint={dropHint?.key === block.key ? dropHint.position : undefined}
            />
          );
        })}
        {blocks.length === 0 && (
          <li className="block-list-empty">
            No blocks yet. Add a blank block, or click or drag a template from the library.
          </li>
        )}
      </ol>
    </SortableContext>
  );
}
