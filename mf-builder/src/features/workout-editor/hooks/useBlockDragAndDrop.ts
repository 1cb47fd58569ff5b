import type { ExerciseTemplate } from '@blockbeat/contracts';
import { blockTitle } from '@blockbeat/timer-engine';
// Drag and drop is @dnd-kit (core + sortable): actively maintained, React 19-ready, small, and it
// brings what hand-rolled HTML5 drag and drop lacks: mouse, touch (press-and-hold) and keyboard
// sensors, screen-reader announcements, auto-scrolling, and sortable lists that animate in place.
import {
  closestCenter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import { BLOCK_LIST_DROP_ID, TEMPLATE_DRAG_PREFIX, type DropHint } from '../../../shared/model/dragAndDrop';
import { blockMoved } from '../../../shared/state/builderSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/state/store';

const isTemplateId = (id: unknown) => String(id).startsWith(TEMPLATE_DRAG_PREFIX);
const templateOf = (event: DragStartEvent | DragEndEvent) => (event.active.data.current as { template?: ExerciseTemplate } | undefined)?.template;

/**
 * Templates come from the side panel: they land where the pointer is (on a block, or the list).
 * Blocks reorder among blocks only, by closest centre, as dnd-kit's sortable preset does.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (isTemplateId(args.active.id)) {
    const hits = pointerWithin(args);
    const onBlocks = hits.filter((h) => h.id !== BLOCK_LIST_DROP_ID);
    return onBlocks.length > 0 ? onBlocks : hits;
  }
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.id !== BLOCK_LIST_DROP_ID) });
};

function pointerY(event: DragMoveEvent): number | null {
  const start = event.activatorEvent;
  if (start instanceof MouseEvent) return start.clientY + event.delta.y;
  if (typeof TouchEvent !== 'undefined' && start instanceof TouchEvent) {
    const touch = start.touches[0] ?? start.changedTouches[0];
    return touch ? touch.clientY + event.delta.y : null;
  }
  return null;
}

function dropHintOf(event: DragMoveEvent): DropHint | null {
  const { over } = event;
  if (!isTemplateId(event.active.id) || !over || over.id === BLOCK_LIST_DROP_ID) return null;
  const y = pointerY(event);
  const middle = over.rect.top + over.rect.height / 2;
  return { key: String(over.id), position: y !== null && y > middle ? 'after' : 'before' };
}

/**
 * Reordering blocks (mouse, touch, keyboard; a block dropped on a block of a round group joins
 * it, dropped outside leaves it) and dragging templates in from the library, with
 * what a screen reader hears. Returns the DndContext's props, the template being dragged (for the
 * overlay) and where it would land.
 */
export function useBlockDragAndDrop(addTemplate: (template: ExerciseTemplate, index?: number, joinGroupOf?: string) => void) {
  const dispatch = useAppDispatch();
  const blocks = useAppSelector((s) => s.builder.blocks);
  const [draggedTemplate, setDraggedTemplate] = useState<ExerciseTemplate | null>(null);
  const [dropHint, setDropHint] = useState<DropHint | null>(null);

  const sensors = useSensors(
    // Mouse and touch separately: touch waits for a press-and-hold so the page still scrolls.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: unknown): string => {
    const index = blocks.findIndex((b) => b.key === id);
    if (index >= 0) return blockTitle(blocks[index]!, index);
    if (id === BLOCK_LIST_DROP_ID) return 'the block list';
    return draggedTemplate?.name ?? 'the template';
  };
  const positionOf = (id: unknown) => `position ${blocks.findIndex((b) => b.key === id) + 1} of ${blocks.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is not over the list.`),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped${isTemplateId(active.id) ? ' into the workout' : ` at ${positionOf(over.id)}`}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${nameOf(active.id)} was dropped.`,
  };

  const reset = () => {
    setDraggedTemplate(null);
    setDropHint(null);
  };

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection,
    accessibility: { announcements },
    onDragStart: (event) => setDraggedTemplate(templateOf(event) ?? null),
    onDragMove: (event) => {
      const hint = dropHintOf(event);
      setDropHint((prev) => (prev?.key === hint?.key && prev?.position === hint?.position ? prev : hint));
    },
    onDragEnd: (event) => {
      const { active, over } = event;
      const hint = dropHintOf(event);
      reset();
      if (!over) return;
      if (isTemplateId(active.id)) {
        const template = templateOf(event);
        if (!template) return;
        const at = hint ? blocks.findIndex((b) => b.key === hint.key) + (hint.position === 'after' ? 1 : 0) : blocks.length;
        // Dropped on a block of a round group: it joins that group, as a dragged block does.
        addTemplate(template, at, hint?.key);
        return;
      }
      const from = blocks.findIndex((b) => b.key === active.id);
      const to = blocks.findIndex((b) => b.key === over.id);
      if (from >= 0 && to >= 0 && from !== to) dispatch(blockMoved({ from, to }));
    },
    onDragCancel: reset,
  };

  return { contextProps, draggedTemplate, dropHint };
}
