import type { ExerciseTemplate } from '@blockbeat/contracts';
import { handleUnauthorized, isUnauthorizedError, useToast, useWorkout } from '@blockbeat/shell-sdk';
import { Button } from '@blockbeat/ui';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWorkoutShared } from '../api/getShareState';
import { useBlockDragAndDrop } from '../hooks/useBlockDragAndDrop';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useSaveShortcut } from '../hooks/useSaveShortcut';
import { useSaveWorkout } from '../hooks/useSaveWorkout';
import { useWorkoutDraft } from '../hooks/useWorkoutDraft';
import { blockFromTemplate } from '../model/block';
import { blockAdded, builderReset, workoutLoaded } from '../state/builderSlice';
import { useAppDispatch, useAppSelector } from '../state/store';
import { BlockList } from './BlockList';
import { LeaveGuardDialog, RestoreDraftDialog } from './BuilderDialogs';
import { BuilderToolbar } from './BuilderToolbar';
import { SelectionBar } from './SelectionBar';
import { SummaryPanel } from './SummaryPanel';
import { TemplateLibrary, TemplateSummary } from './TemplateLibrary';
import { UndoToast } from './UndoToast';
import { WorkoutDetailsForm } from './WorkoutDetailsForm';
import { WorkoutLoadState } from './WorkoutLoadState';

/** The builder screen: loads the route's workout (or a new one), edits, saves, keeps a local draft. */
export function WorkoutBuilder({ workoutId, basePath }: { workoutId?: string; basePath: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const loadedId = useAppSelector((s) => s.builder.workoutId);
  const dirty = useAppSelector((s) => s.builder.dirty);
  const workout = useWorkout(workoutId);
  const ready = (workoutId ?? null) === loadedId;
  const shared = useWorkoutShared(loadedId);

  // The route decides what is edited; after the first save of a new workout the route follows the store.
  useEffect(() => {
    if (ready) return;
    if (!workoutId) dispatch(builderReset());
    else if (workout.data && workout.data.id === workoutId) dispatch(workoutLoaded(workout.data));
  }, [ready, workoutId, workout.data, dispatch]);

  useEffect(() => {
    if (isUnauthorizedError(workout.error)) handleUnauthorized(toast);
  }, [workout.error, toast]);

  const draft = useWorkoutDraft({ ready, saved: (loadedId && workout.data?.id === loadedId ? workout.data : null) ?? null });
  const onCreated = useCallback((id: string) => navigate(`${basePath}/${id}`, { replace: true }), [navigate, basePath]);
  const { save, isSaving, serverErrors } = useSaveWorkout({ onCreated, onSaved: draft.forget });
  useSaveShortcut(() => void save());
  const pendingLeave = useLeaveGuard(dirty);

  const play = async () => {
    const id = dirty || !loadedId ? await save() : loadedId;
    if (id) navigate(`/player/${id}`);
  };

  const addTemplate = useCallback(
    (template: ExerciseTemplate, index?: number, joinGroupOf?: string) => dispatch(blockAdded({ fields: blockFromTemplate(template), index, joinGroupOf })),
    [dispatch],
  );
  const dnd = useBlockDragAndDrop(addTemplate);

  if (workoutId && !ready) return <WorkoutLoadState error={workout.isError ? workout.error : null} onRetry={() => void workout.refetch()} />;

  return (
    <DndContext {...dnd.contextProps}>
      <BuilderToolbar isSaving={isSaving} onSave={() => void save()} onPlay={() => void play()} />
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
            <BlockList serverErrors={serverErrors.blocks} dropHint={dnd.dropHint} shared={shared} />
          </section>
        </div>
        <aside className="builder-side builder-card">
          <TemplateLibrary onAdd={addTemplate} />
        </aside>
      </div>
      <DragOverlay dropAnimation={null}>
        {dnd.draggedTemplate && (
          <div className="template-item template-overlay">
            <TemplateSummary template={dnd.draggedTemplate} />
          </div>
        )}
      </DragOverlay>
      <UndoToast />
      <LeaveGuardDialog pending={pendingLeave} />
      <RestoreDraftDialog offer={draft.offer} isNew={loadedId === null} />
    </DndContext>
  );
}
