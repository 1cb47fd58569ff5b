import { toWorkoutSummary, type CustomCategory, type ExerciseTemplate, type ShareLink, type Workout, type WorkoutSummary } from '@blockbeat/contracts';
import type { Caller } from './content-service';

export const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const SPOTIFY_URL = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';

export const hiitWorkout = {
  name: 'Tabata burner',
  description: 'Four rounds, twenty on, ten off',
  category: 'hiit',
  difficulty: 'advanced',
  exercises: [
    { name: 'Burpees', duration: 20, restTime: 10, musicType: 'youtube', musicUrl: YOUTUBE_URL },
    { name: 'Mountain climbers', duration: 20, restTime: 10, musicType: 'youtube', musicUrl: YOUTUBE_URL },
    { name: 'Jump squats', duration: 20, restTime: 0 },
  ],
};

export const plankTemplate = {
  name: 'Plank hold',
  duration: 45,
  restTime: 15,
  notes: 'Squeeze the glutes',
  musicType: 'spotify',
  musicUrl: SPOTIFY_URL,
  blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600',
};

/** Creates what the other tests act on, asserting each creation worked. */
export async function createWorkout(who: Caller, body: unknown = hiitWorkout): Promise<Workout> {
  const res = await who.call<Workout>('/api/workouts', { method: 'POST', body });
  expect(res.status).toBe(201);
  return res.body;
}

export async function createTemplate(who: Caller, body: unknown = plankTemplate): Promise<ExerciseTemplate> {
  const res = await who.call<ExerciseTemplate>('/api/exercise-templates', { method: 'POST', body });
  expect(res.status).toBe(201);
  return res.body;
}

export async function createCategory(who: Caller, name = 'Barre'): Promise<CustomCategory> {
  const res = await who.call<CustomCategory>('/api/custom-categories', { method: 'POST', body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

export async function share(who: Caller, workoutId: string): Promise<ShareLink> {
  const res = await who.call<ShareLink>(`/api/workouts/${workoutId}/share`, { method: 'POST' });
  expect(res.status).toBe(200);
  return res.body;
}

export async function templatesOf(who: Caller): Promise<ExerciseTemplate[]> {
  return (await who.call<ExerciseTemplate[]>('/api/exercise-templates')).body;
}

/** The list's summary of a workout its owner has not played yet and nobody sent feedback on. */
export function unplayedSummary(workout: Workout): WorkoutSummary {
  return { ...toWorkoutSummary(workout), playCount: 0, lastPlayedAt: null, feedbackCount: 0, averageEffort: null };
}
