import type { Workout } from '@blockbeat/contracts';
import type { Sequelize } from 'sequelize';
import { defineWorkoutModel, type WorkoutAttributes } from './workout-model';

export type NewWorkout = Omit<Workout, 'id' | 'createdAt' | 'updatedAt'> & { userId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createWorkoutRepository(sequelize: Sequelize) {
  const Workouts = defineWorkoutModel(sequelize);
  return {
    async listByUser(userId: string): Promise<Workout[]> {
      const rows = await Workouts.findAll({ where: { userId }, order: [['createdAt', 'DESC']], raw: true });
      return rows.map(toWorkout);
    },

    /** null for another user's workout and for an id that is not a uuid (Postgres would reject it). */
    async findOwned(userId: string, id: string): Promise<Workout | null> {
      if (!UUID.test(id)) return null;
      const row = await Workouts.findOne({ where: { id, userId }, raw: true });
      return row && toWorkout(row);
    },

    async create(workout: NewWorkout): Promise<Workout> {
      const row = await Workouts.create(workout, { returning: true });
      return toWorkout(row.get({ plain: true }));
    },

    /** true when the caller's workout existed and is gone. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      return (await Workouts.destroy({ where: { id, userId } })) > 0;
    },
  };
}

export type WorkoutRepository = ReturnType<typeof createWorkoutRepository>;

function toWorkout(row: WorkoutAttributes): Workout {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    notes: row.notes,
    category: row.category,
    difficulty: row.difficulty,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    exercises: row.exercises,
    totalDuration: row.totalDuration,
  };
}
