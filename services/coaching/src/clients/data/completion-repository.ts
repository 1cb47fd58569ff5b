import type { CoachedWorkout } from '@blockbeat/contracts';
import type { Sql } from '@blockbeat/service-kit';
import { uuidArray } from '../../shared/ids';

/** One logged completion; `workoutName` is the snapshot's name (what was played). */
export interface CompletionRecord {
  clientId: string;
  id: string;
  workoutId: string;
  date: string;
  effort: number;
  note: string;
  workoutName: string;
  completedAt: string;
}

export type CompletionWithSnapshot = CompletionRecord & { workout: CoachedWorkout };

/** Which workouts one client did on which days: each as `doneKey(date, workoutId)`, however many times. */
export interface DoneWorkouts {
  clientId: string;
  done: ReadonlySet<string>;
}

/** A day's workout as doneInRange answers it (and the roster looks it up). */
export const doneKey = (date: string, workoutId: string): string => `${date} ${workoutId}`;

/** A client's latest completion: when, the effort and the note (the roster's last activity). */
export interface LatestCompletion {
  clientId: string;
  effort: number;
  note: string;
  completedAt: string;
}

type Row<T> = Omit<T, 'completedAt'> & { completedAt: Date };

const COLUMNS = `client_id AS "clientId", id, workout_id AS "workoutId", date::text AS "date", effort, note, workout->>'name' AS "workoutName", completed_at AS "completedAt"`;
const toRecord = <T extends { completedAt: string }>(row: Row<T>): T => ({ ...row, completedAt: row.completedAt.toISOString() }) as T;

export function createCompletionRepository(sql: Sql) {
  return {
    /** One client's completions for days from `from` to `to`, the played name but not the snapshot (the calendar). */
    async inRange(clientId: string, from: string, to: string): Promise<CompletionRecord[]> {
      const rows = await sql.rows<Row<CompletionRecord>>(
        `SELECT ${COLUMNS} FROM coaching.completions WHERE client_id = :clientId AND date BETWEEN CAST(:from AS date) AND CAST(:to AS date)`,
        { clientId, from, to },
      );
      return rows.map(toRecord);
    },

    /**
     * Which workouts these clients did on which days from `from` to `to` (the roster): read from
     * the index by (client, date) that includes the workout, one row and one string per client, so
     * neither the rows with their snapshots nor an object per completion cross from the database.
     */
    async doneInRange(clientIds: readonly string[], from: string, to: string): Promise<DoneWorkouts[]> {
      if (clientIds.length === 0) return [];
      // The same shape as doneKey: "YYYY-MM-DD <uuid>", comma-separated (neither holds a comma).
      const rows = await sql.rows<{ clientId: string; done: string }>(
        `SELECT client_id AS "clientId", string_agg(date::text || ' ' || workout_id::text, ',') AS done
           FROM coaching.completions
          WHERE client_id = ANY(CAST(:ids AS uuid[])) AND date BETWEEN CAST(:from AS date) AND CAST(:to AS date)
          GROUP BY client_id`,
        { ids: uuidArray(clientIds), from, to },
      );
      return rows.map(({ clientId, done }) => ({ clientId, done: new Set(done.split(',')) }));
    },

    /** Every completion of these clients, oldest first (the account export). */
    async ofClients(clientIds: readonly string[]): Promise<CompletionRecord[]> {
      if (clientIds.length === 0) return [];
      const rows = await sql.rows<Row<CompletionRecord>>(`SELECT ${COLUMNS} FROM coaching.completions WHERE client_id IN (:clientIds) ORDER BY completed_at`, { clientIds });
      return rows.map(toRecord);
    },

    /** One client's, with what was played (their page). */
    async withSnapshots(clientId: string, from: string, to: string): Promise<CompletionWithSnapshot[]> {
      const rows = await sql.rows<Row<CompletionWithSnapshot>>(
        `SELECT ${COLUMNS}, workout FROM coaching.completions WHERE client_id = :clientId AND date BETWEEN CAST(:from AS date) AND CAST(:to AS date)`,
        { clientId, from, to },
      );
      return rows.map(toRecord);
    },

    /** Each client's latest completion (the roster's last activity, effort and note): one index step per client, no sort. */
    async latestOf(clientIds: readonly string[]): Promise<LatestCompletion[]> {
      if (clientIds.length === 0) return [];
      const rows = await sql.rows<Row<LatestCompletion>>(
        `SELECT c.id AS "clientId", l.effort, l.note, l.completed_at AS "completedAt"
           FROM unnest(CAST(:ids AS uuid[])) AS c (id)
           CROSS JOIN LATERAL (
             SELECT effort, note, completed_at FROM coaching.completions WHERE client_id = c.id ORDER BY completed_at DESC LIMIT 1
           ) l`,
        { ids: uuidArray(clientIds) },
      );
      return rows.map(toRecord);
    },

    async find(clientId: string, id: string): Promise<CompletionRecord | null> {
      const row = await sql.one<Row<CompletionRecord>>(`SELECT ${COLUMNS} FROM coaching.completions WHERE client_id = :clientId AND id = :id`, { clientId, id });
      return row && toRecord(row);
    },

    /** Logged once per (client, id): a resend, even a concurrent one, leaves the first. */
    async insertOnce(input: Omit<CompletionWithSnapshot, 'completedAt' | 'workoutName'>): Promise<CompletionRecord> {
      await sql.exec(
        `INSERT INTO coaching.completions (client_id, id, workout_id, date, effort, note, workout)
         VALUES (:clientId, :id, :workoutId, CAST(:date AS date), :effort, :note, CAST(:workout AS jsonb))
         ON CONFLICT (client_id, id) DO NOTHING`,
        { ...input, workout: JSON.stringify(input.workout) },
      );
      return (await this.find(input.clientId, input.id))!;
    },
  };
}

export type CompletionRepository = ReturnType<typeof createCompletionRepository>;
