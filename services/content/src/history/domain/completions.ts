import {
  COMPLETIONS_LISTED,
  HISTORY_DAYS_MAX,
  type Completion,
  type CompletionHistory,
  type CompletionInput,
  type IdentityClaims,
} from '@blockbeat/contracts';
import type { HistoryQuery } from '@blockbeat/contracts/schemas';
import { ValidationError } from '@blockbeat/service-kit';
import type { WorkoutRepository } from '../../workouts';
import type { CompletionRepository } from '../data/completion-repository';
import type { Logged } from '../data/completion-repository';
import { workoutNotFound } from '../../shared/errors';

export interface CompletionDeps {
  completions: CompletionRepository;
  workouts: WorkoutRepository;
}

const DAY_MS = 86_400_000;

/** The player logs a finished workout for a signed-in user; playing is free, so no access is needed. */
export function completionUseCases({ completions, workouts }: CompletionDeps) {
  return {
    /** Logged once per clientId: sending it again answers the completion already logged (created: false). */
    async record(identity: IdentityClaims, { workoutId, shareToken, elapsedSeconds, clientId, completedAt }: CompletionInput): Promise<Logged> {
      const workout = workoutId
        ? await workouts.findOwned(identity.sub, workoutId)
        : await workouts.findByShareToken(shareToken ?? '');
      const logged =
        workout &&
        (await completions.create({ userId: identity.sub, workoutId: workout.id, workoutName: workout.name, elapsedSeconds, clientId, completedAt }));
      if (!logged) throw workoutNotFound();
      return logged;
    },

    list(identity: IdentityClaims): Promise<Completion[]> {
      return completions.listRecent(identity.sub, COMPLETIONS_LISTED);
    },

    /** The history page's range, newest first; at most HISTORY_DAYS_MAX days, so one answer stays small. */
    async history(identity: IdentityClaims, query: HistoryQuery): Promise<CompletionHistory> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to.getTime() - from.getTime() > HISTORY_DAYS_MAX * DAY_MS) {
        throw new ValidationError({ to: `to must be at most ${HISTORY_DAYS_MAX} days after from` });
      }
      const list = await completions.listBetween(identity.sub, from, to);
      return { from: from.toISOString(), to: to.toISOString(), completions: list };
    },

    /** Every completion of the caller, newest first: the CSV export. */
    all(identity: IdentityClaims): Promise<Completion[]> {
      return completions.listRecent(identity.sub);
    },
  };
}

export type CompletionUseCases = ReturnType<typeof completionUseCases>;
