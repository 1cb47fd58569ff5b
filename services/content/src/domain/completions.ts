import { COMPLETIONS_LISTED, type Completion, type CompletionInput, type IdentityClaims } from '@blockbeat/contracts';
import type { CompletionRepository, WorkoutRepository } from '../data';
import { workoutNotFound } from './errors';

export interface CompletionDeps {
  completions: CompletionRepository;
  workouts: WorkoutRepository;
}

/** The player logs a finished workout for a signed-in user; playing is free, so no access is needed. */
export function completionUseCases({ completions, workouts }: CompletionDeps) {
  return {
    async record(identity: IdentityClaims, { workoutId, shareToken, elapsedSeconds }: CompletionInput): Promise<Completion> {
      const workout = workoutId
        ? await workouts.findOwned(identity.sub, workoutId)
        : await workouts.findByShareToken(shareToken ?? '');
      const completion =
        workout && (await completions.create({ userId: identity.sub, workoutId: workout.id, workoutName: workout.name, elapsedSeconds }));
      if (!completion) throw workoutNotFound();
      return completion;
    },

    list(identity: IdentityClaims): Promise<Completion[]> {
      return completions.listRecent(identity.sub, COMPLETIONS_LISTED);
    },
  };
}

export type CompletionUseCases = ReturnType<typeof completionUseCases>;
