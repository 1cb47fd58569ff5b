import type { ExerciseTemplate } from '@blockbeat/contracts';
import { handleUnauthorized, isNotFoundError, isUnauthorizedError, useToast, useWorkout } from '@blockbeat/shell-sdk';
import { blockTitle } from '@blockbeat/timer-engine';
import { Alert, Button, Modal, Skeleton } from '@blockbeat/ui';
// Drag and drop is @dnd-kit (core + sortable): actively maintained, React 19-ready, small, and it
// brings what hand-rolled HTML5 drag and drop lacks: mouse, touch (press-and-hold) and keyboard
// sensors, screen-reader announcements, auto-scrolling, and sortable lists that animate in place.
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useSaveShortcut } from '../hooks/useSaveShortcut';
import { useSaveWorkout } from '../hooks/useSaveWorkout';
import { blockFromTemplate } from '../model/block';
import { blockAdded, blockMoved, builderReset, workoutLoaded } from '../state/builderSlice';
import { useAppDispatch, useAppSelector } from '../state/store';
import { BLOCK_LIST_DROP_ID, BlockList, type DropHint } from './BlockList';
import { SelectionBar } from './SelectionBar';
import { SummaryPanel } from './SummaryPanel';
import { TEMPLATE_DRAG_PREFIX, TemplateLibrary, TemplateSummary } from './TemplateLibrary';
import { UndoToast } from './UndoToast';
import { WorkoutDetailsForm } from './WorkoutDetailsForm';

const isTemplateId = (id: unknown) => String(id).startsWith(TEMPLATE_DRAG_PREFIX);

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

export function WorkoutBuilder({ workoutId, basePath }: { workoutId?: string; basePath: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const blocks = useAppSelector((s) => s.builder.blocks);
  const loadedId = useAppSelector((s) => s.builder.workoutId);
  const dirty = useAppSelector((s) => s.builder.dirty);
  const workout = useWorkout(workoutId);

  // The route decides what is edited; after the first save of a new workout the route follows the store.
  useEffect(() => {
    if ((workoutId ?? null) === loadedId) return;
    if (!workoutId) dispatch(builderReset());
    else if (workout.data && workout.data.id === workoutId) dispatch(workoutLoaded(workout.data));
  }, [workoutId, loadedId, workout.data, dispatch]);

  useEffect(() => {
    if (isUnauthorizedError(workout.error)) handleUnauthorized(toast);
  }, [workout.error, toast]);

  const onCreated = useCallback((id: string) => navigate(`${basePath}/${id}`, { replace: true }), [navigate, basePath]);
  const { save, isSaving, serverErrors } = useSaveWorkout(onCreated);
  useSaveShortcut(() => void save());
  const pendingLeave = useLeaveGuard(dirty);

  const play = async () => {
    const id = dirty || !loadedId ? await save() : loadedId;
    if (id) navigate(`/player/${id}`);
  };

  const addTemplate = useCallback(
    (template: ExerciseTemplate, index?: number) => dispatch(blockAdded({ fields: blockFromTemplate(template), index })),
    [dispatch],
  );

  const sensors = useSensors(
    // Mouse and touch separately: touch waits for a press-and-hold so the page still scrolls.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [draggedTemplate, setDraggedTemplate] = useState<ExerciseTemplate | null>(null);
  const [dropHint, setDropHint] = useState<DropHint | null>(null);

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

  const onDragStart = (event: DragStartEvent) => {
    const template = (event.active.data.current as { template?: ExerciseTemplate } | undefined)?.template;
    setDraggedTemplate(template ?? null);
  };
  const onDragMove = (event: DragMoveEvent) => {
    const hint = dropHintOf(event);
    setDropHint((prev) => (prev?.key === hint?.key && prev?.position === hint?.position ? prev : hint));
  };
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    const hint = dropHintOf(event);
    setDraggedTemplate(null);
    setDropHint(null);
    if (!over) return;
    if (isTemplateId(active.id)) {
      const template = (active.data.current as { template?: ExerciseTemplate } | undefined)?.template;
      if (!template) return;
      const at = hint ? blocks.findIndex((b) => b.key === hint.key) + (hint.position === 'after' ? 1 : 0) : blocks.length;
      addTemplate(template, at);
      return;
    }
    const from = blocks.findIndex((b) => b.key === active.id);
    const to = blocks.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0 && from !== to) dispatch(blockMoved({ from, to }));
  };

  if (workoutId && loadedId !== workoutId) {
    if (workout.isError) {
      const notFound = isNotFoundError(workout.error);
      return (
        <Alert
          type="error"
          showIcon
          message={notFound ? 'Workout not found' : 'The workout could not be loaded'}
          description={
            notFound ? (
              <Link to="/dashboard">Back to Dashboard</Link>
            ) : (
              <Button onClick={() => void workout.refetch()}>Retry</Button>
            )
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDraggedTemplate(null);
        setDropHint(null);
      }}
    >
      <div className="builder-toolbar">
        <span className="save-state" role="status">
          {isSaving ? 'Saving...' : dirty ? 'Unsaved changes' : loadedId ? 'All changes saved' : ''}
        </span>
        <Button type="primary" onClick={() => void save()} loading={isSaving} aria-keyshortcuts="Control+S Meta+S" title="Save (Ctrl+S)">
          Save
        </Button>
        <Button onClick={() => void play()} disabled={isSaving || blocks.length === 0}>
          ▶ Play
        </Button>
      </div>
      <div className="builder-layout">
        <div className="builder-main">
          <WorkoutDetailsForm serverNameError={serverErrors.name} />
          <SummaryPanel />
          <section className="builder-card" aria-labelledby="blocks-title">
            <div className="blocks-header">
              <h2 id="blocks-title">Blocks</h2>
              <Button onClick={() => dispatch(blockAdded())}>+ Add block</Button>
            </div>
            <SelectionBar />
            <BlockList serverErrors={serverErrors.blocks} dropHint={dropHint} />
          </section>
        </div>
        <aside className="builder-side builder-card">
          <TemplateLibrary onAdd={addTemplate} />
        </aside>
      </div>
      <DragOverlay dropAnimation={null}>
        {draggedTemplate && (
          <div className="template-item template-overlay">
            <TemplateSummary template={draggedTemplate} />
          </div>
        )}
      </DragOverlay>
      <UndoToast />
      <Modal
        open={pendingLeave !== null}
        title="Leave without saving?"
        okText="Leave without saving"
        cancelText="Stay"
        okButtonProps={{ danger: true }}
        onOk={() => pendingLeave?.leave()}
        onCancel={() => pendingLeave?.stay()}
      >
        <p>Your changes to this workout are not saved yet. Save with Ctrl+S, or leave and lose them.</p>
      </Modal>
    </DndContext>
  );
}
