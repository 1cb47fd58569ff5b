import { totalDuration, type IdentityClaims, type Workout, type WorkoutInput } from '@blockbeat/contracts';
import { NotFoundError, PaymentRequiredError } from '@blockbeat/service-kit';
import type { WorkoutRepository } from '../data/workout-repository';

/**
 * Changing content needs access, enforced here and not only hidden in the UI. The token carries
 * the entitlement billing last reported.
 */
function assertCanWrite(identity: IdentityClaims): void {
  if (!identity.ent.hasAccess) throw new PaymentRequiredError();
}

export function workoutUseCases(workouts: WorkoutRepository) {
  return {
    list(identity: IdentityClaims): Promise<Workout[]> {
      return workouts.listByUser(identity.sub);
    },

    async get(identity: IdentityClaims, id: string): Promise<Workout> {
      const workout = await workouts.findOwned(identity.sub, id);
      if (!workout) throw new NotFoundError('Workout not found');
      return workout;
    },

    create(identity: IdentityClaims, input: WorkoutInput): Promise<Workout> {
      assertCanWrite(identity);
      return workouts.create({
        userId: identity.sub,
        name: input.name,
        description: input.description ?? null,
        notes: input.notes ?? null,
        category: input.category ?? null,
        difficulty: input.difficulty ?? null,
        exercises: input.exercises,
        totalDuration: totalDuration(input.exercises),
      });
    },

    async remove(identity: IdentityClaims, id: string): Promise<void> {
      assertCanWrite(identity);
      if (!(await workouts.deleteOwned(identity.sub, id))) throw new NotFoundError('Workout not found');
    },
  };
}

export type WorkoutUseCases = ReturnType<typeof workoutUseCases>;
