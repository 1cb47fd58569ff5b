import { COACHING_LIMITS, COACHING_MESSAGES, type IdentityClaims, type Program, type ProgramInput, type ProgramSummary } from '@blockbeat/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@blockbeat/service-kit';
import type { WorkoutSource } from '../../shared/workout-source';
import type { ProgramRepository } from '../data/program-repository';

export const programNotFound = () => new NotFoundError(COACHING_MESSAGES.programNotFound);

/**
 * Programs: weeks × 7 days of the instructor's own workouts. Clients' days are computed from a
 * program when they are read, so an edit changes every assigned client's future days at once.
 */
export function programUseCases({ programs, workouts }: { programs: ProgramRepository; workouts: WorkoutSource }) {
  /** Every workout a program names must be the instructor's (content says which are). */
  async function ensureOwnWorkouts(identity: IdentityClaims, input: Required<ProgramInput>) {
    const named = [...new Set(input.days.flat().flatMap((day) => day.workoutIds))];
    if (named.length === 0) return;
    const owned = new Set((await workouts.workoutsOf(identity.sub, named)).workouts.map((w) => w.id));
    if (named.some((id) => !owned.has(id))) throw new ValidationError({ days: `"days" ${COACHING_MESSAGES.workoutsNotYours}` });
  }

  return {
    list: (identity: IdentityClaims): Promise<ProgramSummary[]> => programs.list(identity.sub),

    async get(identity: IdentityClaims, id: string): Promise<Program> {
      return (await programs.find(identity.sub, id)) ?? throwNotFound();
    },

    async create(identity: IdentityClaims, input: Required<ProgramInput>): Promise<Program> {
      if ((await programs.count(identity.sub)) >= COACHING_LIMITS.programsMax) throw new ConflictError(COACHING_MESSAGES.tooManyPrograms);
      await ensureOwnWorkouts(identity, input);
      return programs.create(identity.sub, input);
    },

    async replace(identity: IdentityClaims, id: string, input: Required<ProgramInput>): Promise<Program> {
      if (!(await programs.find(identity.sub, id))) throw programNotFound();
      await ensureOwnWorkouts(identity, input);
      return (await programs.replace(identity.sub, id, input)) ?? throwNotFound();
    },

    async remove(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await programs.remove(identity.sub, id))) throw programNotFound();
    },
  };
}

function throwNotFound(): never {
  throw programNotFound();
}

export type ProgramUseCases = ReturnType<typeof programUseCases>;
