import type { ExerciseTemplate } from '@blockbeat/contracts';
import { handleUnauthorized, isUnauthorizedError, ThemedUi, useToast, useWorkout } from '@blockbeat/shell-sdk';
import { Button, UiProvider } from '@blockbeat/ui';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { BlockCardAt } from '../features/block-fields/components/BlockCardAt';
import { RestoreDraftDialog } from '../features/drafts/components/RestoreDraftDialog';
import { useWorkoutDraft } from '../features/drafts/hooks/useWorkoutDraft';
import { BlockList } from '../features/round-groups/components/BlockList';
import { SelectionBar } from '../features/round-groups/components/SelectionBar';
import { TemplateLibrary, TemplateSummary } from '../features/template-library/components/TemplateLibrary';
import { SummaryPanel } from '../features/workout-details/components/SummaryPanel';
import { WorkoutDetailsForm } from '../features/workout-details/components/WorkoutDetailsForm';
import { useWorkoutShared } from '../features/workout-editor/api/getShareState';
import { BlockMusicPreview } from '../features/workout-editor/components/BlockMusicPreview';
import { BuilderToolbar } from '../features/workout-editor/components/BuilderToolbar';
import { LeaveGuardDialog } from '../features/workout-editor/components/LeaveGuardDialog';
import { UndoToast } from '../features/workout-editor/components/UndoToast';
import { WorkoutLoadState } from '../features/workout-editor/components/WorkoutLoadState';
import { useBlockDragAndDrop } from '../features/workout-editor/hooks/useBlockDragAndDrop';
import { useLeaveGuard } from '../features/workout-editor/hooks/useLeaveGuard';
import { useSaveShortcut } from '../features/workout-editor/hooks/useSaveShortcut';
import { useSaveWorkout } from '../features/workout-editor/hooks/useSaveWorkout';
import '../shared/builder.css';
import { blockFromTemplate } from '../shared/model/block';
import { useRegisterRemote } from '../shared/remote';
import { blockAdded, builderReset, workoutLoaded } from '../shared/state/builderSlice';
import { createBuilderStore, useAppDispatch, useAppSelector } from '../shared/state/store';

// The page composes the builder's features (template library, block fields, round groups, drafts,
// workout details, the editor's own save/leave/load): a feature never imports another.

/** The builder screen: loads the route's workout (or a new one), edits, saves, keeps a local draft. */
function WorkoutBuilder({ workoutId, basePath }: { workoutId?: string; basePath: string }) {
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
          <WorkoutDetailsForm serverNameError={serverErrors.name} summary={<SummaryPanel />} />
          <section className="builder-card" aria-labelledby="blocks-title">
            <div className="blocks-header">
              <h2 id="blocks-title">Blocks</h2>
              <Button onClick={() => dispatch(blockAdded())}>+ Add block</Button>
            </div>
            <SelectionBar />
            <BlockList renderBlock={(index) => <BlockCardAt index={index} serverErrors={serverErrors.blocks} dropHint={dnd.dropHint} shared={shared} />} />
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

/** /builder, /builder/:id, /builder-simple, /builder-simple/:id: one screen, an id edits. */
export default function BuilderPage() {
  useRegisterRemote();
  const { id } = useParams();
  const { pathname } = useLocation();
  const [store] = useState(createBuilderStore);
  const basePath = pathname.startsWith('/builder-simple') ? '/builder-simple' : '/builder';
  return (
    // The shell's frame mounts no antd: the builder, drawn with it, brings its provider.
    <ThemedUi provider={UiProvider}>
      <Provider store={store}>
        <BlockMusicPreview>
          <div className="builder-page">
            <h1 className="page-title">Workout Builder</h1>
            <WorkoutBuilder workoutId={id} basePath={basePath} />
          </div>
        </BlockMusicPreview>
      </Provider>
    </ThemedUi>
  );
}
