import type { Workout, WorkoutSummary } from '@blockbeat/contracts';
import type { ContentModels } from './models';
import type { WorkoutAttributes } from './workout-model';
import { isUuid, ownedBy } from './owned';

export type NewWorkout = Omit<Workout, 'id' | 'createdAt' | 'updatedAt'> & { userId: string };
export type WorkoutContent = Omit<NewWorkout, 'userId'>;

/** A workout with what only the service may see: its owner and its share token. */
export interface WorkoutRecord extends Workout {
  userId: string;
  shareToken: string | null;
}

const SHARE_TOKEN = /^[\w-]{16,128}$/;

export function createWorkoutRepository({ Workouts }: ContentModels) {
  const sequelize = Workouts.sequelize!;
  const newestFirst = (userId: string) => Workouts.findAll({ where: { userId }, order: [['createdAt', 'DESC']], raw: true });
  return {
    /** Newest first, without the blocks: the database counts them, and they never leave it. */
    async listSummariesByUser(userId: string): Promise<WorkoutSummary[]> {
      const rows = await Workouts.findAll({
        attributes: { exclude: ['exercises'], include: [[sequelize.fn('jsonb_array_length', sequelize.col('exercises')), 'exerciseCount']] },
        where: { userId },
        order: [['createdAt', 'DESC']],
        raw: true,
      });
      return (rows as unknown as SummaryRow[]).map(toSummary);
    },

    /** With their share tokens: the account export. */
    async listWithSharesByUser(userId: string): Promise<Array<Workout & { shareToken: string | null }>> {
      return (await newestFirst(userId)).map((row) => ({ ...toWorkout(row), shareToken: row.shareToken }));
    },

    /** null for another user's workout and for an id that is not a uuid. */
    async findOwned(userId: string, id: string): Promise<Workout | null> {
      const where = ownedBy(userId, id);
      const row = where && (await Workouts.findOne({ where, raw: true }));
      return row ? toWorkout(row) : null;
    },

    async create(workout: NewWorkout): Promise<Workout> {
      const row = await Workouts.create(workout, { returning: true });
      return toWorkout(row.get({ plain: true }));
    },

    /** Full replacement of the content; null when the caller has no such workout. */
    async replaceOwned(userId: string, id: string, content: WorkoutContent): Promise<Workout | null> {
      const where = ownedBy(userId, id);
      if (!where) return null;
      const [, rows] = await Workouts.update({ ...content, updatedAt: sequelize.fn('now') }, { where, returning: true });
      return rows[0] ? toWorkout(rows[0].get({ plain: true })) : null;
    },

    /** true when the caller's workout existed and is gone. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const where = ownedBy(userId, id);
      return where !== null && (await Workouts.destroy({ where })) > 0;
    },

    /**
     * Gives the workout `candidate` as its share token unless it already has one, and answers the
     * token it has now. One statement: concurrent calls queue on the row lock, and the later one
     * re-reads the row and keeps the earlier token.
     */
    async shareOwned(userId: string, id: string, candidate: string): Promise<string | null> {
      const where = ownedBy(userId, id);
      if (!where) return null;
      const shareToken = sequelize.fn('COALESCE', sequelize.col('share_token'), candidate);
      const [, rows] = await Workouts.update({ shareToken }, { where, returning: true });
      return rows[0]?.shareToken ?? null;
    },

    async findByShareToken(token: string): Promise<WorkoutRecord | null> {
      if (!SHARE_TOKEN.test(token)) return null;
      const row = await Workouts.findOne({ where: { shareToken: token }, raw: true });
      return row ? toRecord(row) : null;
    },

    /** A workout anyone may see by its id because its owner shared it (the import screen). */
    async findShared(id: string): Promise<WorkoutRecord | null> {
      if (!isUuid(id)) return null;
      const row = await Workouts.findOne({ where: { id }, raw: true });
      return row?.shareToken ? toRecord(row) : null;
    },
  };
}

export type WorkoutRepository = ReturnType<typeof createWorkoutRepository>;

export function toWorkout(row: WorkoutAttributes): Workout {
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

type SummaryRow = Omit<WorkoutAttributes, 'exercises'> & { exerciseCount: number };

function toSummary(row: SummaryRow): WorkoutSummary {
  const { id, name, description, notes, category, difficulty, totalDuration, exerciseCount } = row;
  const times = { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
  return { id, name, description, notes, category, difficulty, ...times, totalDuration, exerciseCount };
}

function toRecord(row: WorkoutAttributes): WorkoutRecord {
  return { ...toWorkout(row), userId: row.userId, shareToken: row.shareToken };
}
