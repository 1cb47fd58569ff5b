import type { Program, ProgramDay, ProgramInput, ProgramSummary } from '@blockbeat/contracts';
import type { Sql } from '@blockbeat/service-kit';
import { isUuid } from '../../shared/ids';

interface ProgramRow {
  id: string;
  name: string;
  description: string;
  weeks: number;
  days: ProgramDay[][];
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, name, description, weeks, days, created_at AS "createdAt", updated_at AS "updatedAt"`;

const toProgram = (row: ProgramRow): Program => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

export function createProgramRepository(sql: Sql) {
  return {
    async list(instructorId: string): Promise<ProgramSummary[]> {
      const rows = await sql.rows<ProgramRow & { assignedClients: number }>(
        `SELECT p.id, p.name, p.description, p.weeks, p.days, p.created_at AS "createdAt", p.updated_at AS "updatedAt",
                (SELECT count(DISTINCT a.client_id)::int FROM coaching.assignments a WHERE a.program_id = p.id) AS "assignedClients"
           FROM coaching.programs p WHERE p.instructor_id = :instructorId ORDER BY p.created_at DESC`,
        { instructorId },
      );
      return rows.map(({ days, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        workoutCount: days.flat().reduce((n, day) => n + day.workoutIds.length, 0),
      }));
    },

    async count(instructorId: string): Promise<number> {
      return (await sql.one<{ n: number }>('SELECT count(*)::int AS n FROM coaching.programs WHERE instructor_id = :instructorId', { instructorId }))!.n;
    },

    async find(instructorId: string, id: string): Promise<Program | null> {
      if (!isUuid(id)) return null;
      const row = await sql.one<ProgramRow>(`SELECT ${COLUMNS} FROM coaching.programs WHERE id = :id AND instructor_id = :instructorId`, { id, instructorId });
      return row && toProgram(row);
    },

    /** The instructor's programs among `ids`: a schedule is computed from them as they are now. */
    async findMany(instructorId: string, ids: readonly string[]): Promise<Program[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await sql.rows<ProgramRow>(`SELECT ${COLUMNS} FROM coaching.programs WHERE instructor_id = :instructorId AND id IN (:wanted)`, { instructorId, wanted });
      return rows.map(toProgram);
    },

    async create(instructorId: string, input: Required<ProgramInput>): Promise<Program> {
      const row = await sql.one<ProgramRow>(
        `INSERT INTO coaching.programs (instructor_id, name, description, weeks, days)
         VALUES (:instructorId, :name, :description, :weeks, CAST(:days AS jsonb)) RETURNING ${COLUMNS}`,
        { instructorId, ...input, days: JSON.stringify(input.days) },
      );
      return toProgram(row!);
    },

    async replace(instructorId: string, id: string, input: Required<ProgramInput>): Promise<Program | null> {
      if (!isUuid(id)) return null;
      const row = await sql.one<ProgramRow>(
        `UPDATE coaching.programs SET name = :name, description = :description, weeks = :weeks, days = CAST(:days AS jsonb), updated_at = now()
          WHERE id = :id AND instructor_id = :instructorId RETURNING ${COLUMNS}`,
        { id, instructorId, ...input, days: JSON.stringify(input.days) },
      );
      return row && toProgram(row);
    },

    /** Its assignments go with it; completions keep what was played. */
    async remove(instructorId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await sql.exec('DELETE FROM coaching.programs WHERE id = :id AND instructor_id = :instructorId', { id, instructorId })) > 0;
    },

    async removeAllOf(instructorId: string): Promise<void> {
      await sql.exec('DELETE FROM coaching.programs WHERE instructor_id = :instructorId', { instructorId });
    },

    async listFull(instructorId: string): Promise<Program[]> {
      return (await sql.rows<ProgramRow>(`SELECT ${COLUMNS} FROM coaching.programs WHERE instructor_id = :instructorId ORDER BY created_at`, { instructorId })).map(toProgram);
    },
  };
}

export type ProgramRepository = ReturnType<typeof createProgramRepository>;
