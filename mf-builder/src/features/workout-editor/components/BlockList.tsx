import { blockTitle } from '@blockbeat/timer-engine';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { BLOCK_LIST_DROP_ID, type DropHint } from '../model/dragAndDrop';
import { canStep, type RoundGroupDraft } from '../model/groups';
import { continuesMusic, groupPlayedSeconds } from '../model/summary';
import type { BlockErrors } from '../model/validation';
import { useAppSelector } from '../state/store';
import { BlockCard } from './BlockCard';
import { RoundGroupFrame } from './RoundGroupFrame';

type ListEntry = { kind: 'block'; index: number } | { kind: 'group'; group: RoundGroupDraft; number: number };

/** The list in order: blocks outside groups, and each round group once, holding its blocks. */
function listEntries(blockCount: number, groups: readonly RoundGroupDraft[]): ListEntry[] {
  const entries: ListEntry[] = [];
  let i = 0;
  groups.forEach((group, g) => {
    for (; i < group.start; i += 1) entries.push({ kind: 'block', index: i });
    entries.push({ kind: 'group', group, number: g + 1 });
    i = group.start + group.count;
  });
  for (; i < blockCount; i += 1) entries.push({ kind: 'block', index: i });
  return entries;
}

interface BlockListProps {
  serverErrors: Record<string, BlockErrors>;
  dropHint: DropHint | null;
  shared: boolean;
}

/** The workout's blocks in order, round groups framed: sortable by drag (pointer, touch, keyboard) and a drop target for templates. */
export function BlockList({ serverErrors, dropHint, shared }: BlockListProps) {
  const blocks = useAppSelector((s) => s.builder.blocks);
  const groups = useAppSelector((s) => s.builder.groups);
  const selected = useAppSelector((s) => s.builder.selected);
  const { setNodeRef, isOver } = useDroppable({ id: BLOCK_LIST_DROP_ID });

  const card = (index: number) => {
    const block = blocks[index]!;
    const next = blocks[index + 1];
    return (
      <BlockCard
        key={block.key}
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
  };

  return (
    <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
      <ol ref={setNodeRef} className={`block-list${isOver ? ' is-over' : ''}`} aria-label="Blocks">
        {listEntries(blocks.length, groups).map((entry) =>
          entry.kind === 'block' ? (
            card(entry.index)
          ) : (
            <RoundGroupFrame key={entry.group.key} group={entry.group} number={entry.number} seconds={groupPlayedSeconds(entry.group, blocks)}>
              {Array.from({ length: entry.group.count }, (_, i) => card(entry.group.start + i))}
            </RoundGroupFrame>
          ),
        )}
        {blocks.length === 0 && (
          <li className="block-list-empty">
            No blocks yet. Add a blank block, or click or drag a template from the library.
          </li>
        )}
      </ol>
    </SortableContext>
  );
}
