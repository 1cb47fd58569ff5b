import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Fragment, type ReactNode } from 'react';
import { BLOCK_LIST_DROP_ID } from '../../../shared/model/dragAndDrop';
import type { RoundGroupDraft } from '../../../shared/model/groups';
import { groupPlayedSeconds } from '../../../shared/model/summary';
import { useAppSelector } from '../../../shared/state/store';
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
  /** The card of the block at this index (the block fields' BlockCardAt): the list places it, in a round group's frame or not. */
  renderBlock: (index: number) => ReactNode;
}

/** The workout's blocks in order, round groups framed: sortable by drag (pointer, touch, keyboard) and a drop target for templates. */
export function BlockList({ renderBlock }: BlockListProps) {
  const blocks = useAppSelector((s) => s.builder.blocks);
  const groups = useAppSelector((s) => s.builder.groups);
  const { setNodeRef, isOver } = useDroppable({ id: BLOCK_LIST_DROP_ID });

  const card = (index: number) => <Fragment key={blocks[index]!.key}>{renderBlock(index)}</Fragment>;

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
