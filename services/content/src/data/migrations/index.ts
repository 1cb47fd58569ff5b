import type { Migration } from '@blockbeat/service-kit';
import { createWorkouts } from './001-create-workouts';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [createWorkouts];
