import type { Workout, WorkoutInput } from '@blockbeat/contracts';
import { errorBodyOf, retryUpTo, useActionErrorHandler, useToast, WORKOUTS_QUERY_KEY, workoutQueryKey } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { createWorkout } from '../api/createWorkout';
import { replaceWorkout } from '../api/replaceWorkout';
import { workoutInputOf } from '../../../shared/model/block';
import { hasErrors, serverBlockErrors, type BlockErrors } from '../../../shared/model/validation';
import { saveAttempted, workoutSaved } from '../../../shared/state/builderSlice';
import type { RootState } from '../../../shared/state/store';

export interface ServerErrors {
  name?: string;
  blocks: Record<string, BlockErrors>;
}

const NO_SERVER_ERRORS: ServerErrors = { blocks: {} };

/** Once the errors have rendered, the first field at fault takes the focus (and scrolls into view). */
function focusFirstInvalidField(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.builder-page [aria-invalid="true"]')?.focus());
}

/** A refusal (4xx) will be refused again; only other failures are retried (once, docs/product.md#errors). */
const retryUnlessRefused = retryUpTo(1, { unlessClientError: true });

interface SaveCallbacks {
  /** After the first save of a new workout: the route follows its new id. */
  onCreated: (id: string) => void;
  /** After any save; `previousId` is null when the workout was new. */
  onSaved: (previousId: string | null) => void;
}

/**
 * Save: POST for a new workout, PUT (full replacement) for an existing one. Resolves to the
 * workout's id, or null when nothing was saved (invalid, refused, failed); the paywall on 402.
 * Every attempt makes every field show its error.
 */
export function useSaveWorkout({ onCreated, onSaved }: SaveCallbacks) {
  const store = useStore<RootState>();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const apiFailure = useActionErrorHandler();
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const mutation = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WorkoutInput }): Promise<Workout> =>
      id ? replaceWorkout(id, input) : createWorkout(input),
    retry: retryUnlessRefused,
  });
  const { mutateAsync, isPending } = mutation;
  const inFlight = useRef<Promise<string | null> | null>(null);

  const saveNow = useCallback(async (): Promise<string | null> => {
    store.dispatch(saveAttempted());
    const { details, blocks, groups, workoutId } = store.getState().builder;
    const input = hasErrors(details, blocks, groups) ? null : workoutInputOf(details, blocks, groups);
    if (!input) {
      toast({ title: 'Cannot save yet', description: 'Please fix the highlighted fields.', variant: 'destructive' });
      focusFirstInvalidField();
      return null;
    }
    try {
      const saved = await mutateAsync({ id: workoutId, input });
      const now = store.getState().builder;
      store.dispatch(workoutSaved({ id: saved.id, editedMeanwhile: now.blocks !== blocks || now.details !== details || now.groups !== groups }));
      setServerErrors(NO_SERVER_ERRORS);
      queryClient.setQueryData(workoutQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY, exact: true });
      toast({ title: 'Workout saved', description: `${saved.name} is saved.` });
      onSaved(workoutId);
      if (!workoutId) onCreated(saved.id);
      return saved.id;
    } catch (err) {
      if (apiFailure(err)) return null;
      const body = errorBodyOf(err);
      if (body?.error.code === 'validation') {
        setServerErrors({ name: body.error.fields?.name, blocks: serverBlockErrors(body.error.fields, blocks) });
        toast({ title: 'Cannot save yet', description: body.error.message || 'Please fix the highlighted fields.', variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'Failed to save workout. Please try again.', variant: 'destructive' });
      }
      return null;
    }
  }, [store, mutateAsync, queryClient, toast, apiFailure, onCreated, onSaved]);

  // A second Save (or Ctrl+S held down, or Play) while one is out joins it: a new workout must
  // not be created twice.
  const save = useCallback((): Promise<string | null> => {
    inFlight.current ??= saveNow().finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }, [saveNow]);

  return { save, isSaving: isPending, serverErrors };
}
