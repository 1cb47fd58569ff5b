import type { Workout, WorkoutInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

/** POST /api/workouts → 201 with the new workout. */
export async function createWorkout(input: WorkoutInput): Promise<Workout> {
  const res = await apiRequest('POST', '/api/workouts', input);
  return (await res.json()) as Workout;
}
