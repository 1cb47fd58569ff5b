import type { Workout, WorkoutInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

/** PUT /api/workouts/{id}: a full replacement; the server recomputes totalDuration. */
export async function replaceWorkout(id: string, input: WorkoutInput): Promise<Workout> {
  const res = await apiRequest('PUT', `/api/workouts/${encodeURIComponent(id)}`, input);
  return (await res.json()) as Workout;
}
