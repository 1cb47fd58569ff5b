import type { Workout, WorkoutSummary } from '@blockbeat/contracts';
import { QueryTypes } from 'sequelize';
import type { ContentModels } from '../../database/models';
import type { WorkoutAttributes } from '../../database/workout-model';
import { isUuid, ownedBy } from '../../database/owned';

export type NewWorkout = Omit<Workout, 'id' | 'createdAt' | 'updatedAt'> & { userId: string };
export type WorkoutContent = Omit<NewWorkout, 'userId'>;

/** A workout with what only the service may see: its owner and its share token. */
export interface WorkoutRecord extends Workout {
  userId: string;
  shareToken: string | null;
}

const SHARE_TOKEN = /^[\w-]{16,128}$/;

export function createWorkoutRepository({ Workouts, Completions }: ContentModels) {
  const sequelize = Workouts.sequelize!;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const workoutsTable = `${quote(Workouts.options.schema!)}.${quote('workouts')}`;
  const completionsTable = `${quote(Completions.options.schema!)}.${quote('completions')}`;
  const feedbackTable = `${quote(Workouts.options.schema!)}.${quote('feedback')}`;
  const newestFirst = (userId: string) => Workouts.findAll({ where: { userId }, order: [['createdAt', 'DESC']], raw: true });
  return {
    /**
     * Newest first, without the blocks (the database counts them; they never leave it), with the
     * caller's own plays of each: one grouped join over their completions, served by the
     * (user_id, workout_id, completed_at) index; and what clients told them about each (feedback
     * count, average effort to one decimal) from a second grouped join in the same query.
     */
    async listSummariesByUser(userId: string): Promise<WorkoutSummary[]> {
      const rows = await sequelize.query<SummaryRow>(
        `SELECT w.id, w.name, w.description, w.notes, w.category, w.difficulty, w.created_at AS "createdAt", w.updated_at AS "updatedAt",
                w.total_duration AS "totalDuration", jsonb_array_length(w.exercises) AS "exerciseCount",
                COALESCE(p.play_count, 0)::int AS "playCount", p.last_played_at AS "lastPlayedAt",
                COALESCE(f.feedback_count, 0)::int AS "feedbackCount", f.average_effort::text AS "averageEffort"
           FROM ${workoutsTable} w
           LEFT JOIN (SELECT workout_id, count(*) AS play_count, max(completed_at) AS last_played_at
                        FROM ${completionsTable} WHERE user_id = :userId AND workout_id IS NOT NULL GROUP BY workout_id) p
             ON p.workout_id = w.id
           LEFT JOIN (SELECT workout_id, count(*) AS feedback_count, round(avg(effort), 1) AS average_effort
                        FROM ${feedbackTable} WHERE user_id = :userId AND workout_id IS NOT NULL GROUP BY workout_id) f
             ON f.workout_id = w.id
          WHERE w.user_id = :userId
          ORDER BY w.created_at DESC`,
        { replacements: { userId }, type: QueryTypes.SELECT },
      );
      return rows.map(toSummary);
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

    /** The user's own among `ids` (uuids), in no particular order; others' and unknown ids are left out. */
    async findOwnedMany(userId: string, ids: readonly string[]): Promise<Workout[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      return (await Workouts.findAll({ where: { userId, id: wanted }, raw: true })).map(toWorkout);
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

    /**
     * Replaces the content with what `change` answers for the current workout, the row locked
     * meanwhile (a builder's save waits rather than being half-merged); null when the caller has
     * no such workout.
     */
    async changeOwned(userId: string, id: string, change: (current: Workout) => WorkoutContent): Promise<Workout | null> {
      const where = ownedBy(userId, id);
      if (!where) return null;
      return sequelize.transaction(async (transaction) => {
        const row = await Workouts.findOne({ where, lock: transaction.LOCK.UPDATE, transaction });
        if (!row) return null;
        await row.update({ ...change(toWorkout(row.get({ plain: true }))), updatedAt: sequelize.fn('now') }, { transaction });
        await row.reload({ transaction });
        return toWorkout(row.get({ plain: true }));
      });
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

    /** The caller's workout's share token (null when it is not shared); null for no such workout. */
    async findOwnedShareToken(userId: string, id: string): Promise<{ shareToken: string | null } | null> {
      const where = ownedBy(userId, id);
      const row = where && (await Workouts.findOne({ attributes: ['shareToken'], where, raw: true }));
      return row ? { shareToken: row.shareToken } : null;
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
    groups: row.groups ?? [],
    sound: row.sound ?? null,
    totalDuration: row.totalDuration,
  };
}

type SummaryRow = Omit<WorkoutAttributes, 'exercises' | 'groups' | 'sound' | 'userId' | 'shareToken'> & {
  exerciseCount: number;
  playCount: number;
  lastPlayedAt: Date | null;
  feedbackCount: number;
  /** numeric as text: exact to its one decimal. */
  averageEffort: string | null;
};

function toSummary(row: SummaryRow): WorkoutSummary {
  const { id, name, description, notes, category, difficulty, totalDuration, exerciseCount, playCount, lastPlayedAt, feedbackCount, averageEffort } = row;
  const times = { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
  const plays = { playCount, lastPlayedAt: lastPlayedAt?.toISOString() ?? null };
  const feedback = { feedbackCount, averageEffort: averageEffort === null ? null : Number(averageEffort) };
  return { id, name, description, notes, category, difficulty, ...times, totalDuration, exerciseCount, ...plays, ...feedback };
}

function toRecord(row: WorkoutAttributes): WorkoutRecord {
  return { ...toWorkout(row), userId: row.userId, shareToken: row.shareToken };
}
