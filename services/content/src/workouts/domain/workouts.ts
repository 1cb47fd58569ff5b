import { totalDuration, workSeconds, type Exercise, type IdentityClaims, type Workout, type WorkoutInput, type WorkoutSummary } from '@blockbeat/contracts';
import type { WorkoutContent, WorkoutRepository } from '../data/workout-repository';
import { workoutNotFound } from '../../shared/errors';

/** A breath-paced hold lasts its breaths: `duration` is set to them, so every reader of it sees the length played. */
function withDerivedDuration(block: Exercise): Exercise {
  return block.breathing ? { ...block, duration: workSeconds(block) } : block;
}

/** What a create or a full update stores; totalDuration is always the server's own sum, every round and side counted. */
export function workoutContent(input: WorkoutInput): WorkoutContent {
  const exercises = input.exercises.map(withDerivedDuration);
  const groups = input.groups ?? [];
  return {
    name: input.name,
    description: input.description ?? null,
    notes: input.notes ?? null,
    category: input.category ?? null,
    difficulty: input.difficulty ?? null,
    exercises,
    groups,
    sound: input.sound ?? null,
    totalDuration: totalDuration(exercises, groups),
  };
}

/** The caller's own workouts. Whether the caller may write is the routes' check (api/access.ts). */
export function workoutUseCases(workouts: WorkoutRepository) {
  return {
    list(identity: IdentityClaims): Promise<WorkoutSummary[]> {
      return workouts.listSummariesByUser(identity.sub);
    },

    async get(identity: IdentityClaims, id: string): Promise<Workout> {
      const workout = await workouts.findOwned(identity.sub, id);
      if (!workout) throw workoutNotFound();
      return workout;
    },

    create(identity: IdentityClaims, input: WorkoutInput): Promise<Workout> {
      return workouts.create({ userId: identity.sub, ...workoutContent(input) });
    },

    /** PUT: everything is replaced; a share link, if any, keeps working and shows the new version. */
    async replace(identity: IdentityClaims, id: string, input: WorkoutInput): Promise<Workout> {
      const workout = await workouts.replaceOwned(identity.sub, id, workoutContent(input));
      if (!workout) throw workoutNotFound();
      return workout;
    },

    async remove(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await workouts.deleteOwned(identity.sub, id))) throw workoutNotFound();
    },
  };
}

export type WorkoutUseCases = ReturnType<typeof workoutUseCases>;
