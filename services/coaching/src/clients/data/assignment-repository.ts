import type { Assignment } from '@blockbeat/contracts';
import type { Sql } from '@blockbeat/service-kit';
import { isUuid, uuidArray } from '../../shared/ids';

const COLUMNS = `id, client_id AS "clientId", program_id AS "programId", workout_id AS "workoutId", start_date::text AS "startDate"`;

export function createAssignmentRepository(sql: Sql) {
  return {
    /** Every assignment of these clients, oldest first. */
    async ofClients(clientIds: readonly string[]): Promise<Assignment[]> {
      if (clientIds.length === 0) return [];
      return sql.rows<Assignment>(`SELECT ${COLUMNS} FROM coaching.assignments WHERE client_id = ANY(CAST(:ids AS uuid[])) ORDER BY created_at, id`, { ids: uuidArray(clientIds) });
    },

    async count(clientId: string): Promise<number> {
      return (await sql.one<{ n: number }>('SELECT count(*)::int AS n FROM coaching.assignments WHERE client_id = :clientId', { clientId }))!.n;
    },

    async create(input: Omit<Assignment, 'id'>): Promise<Assignment> {
      return (await sql.one<Assignment>(
        `INSERT INTO coaching.assignments (client_id, program_id, workout_id, start_date)
         VALUES (:clientId, :programId, :workoutId, CAST(:startDate AS date)) RETURNING ${COLUMNS}`,
        { ...input },
      ))!;
    },

    async remove(clientId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await sql.exec('DELETE FROM coaching.assignments WHERE id = :id AND client_id = :clientId', { id, clientId })) > 0;
    },
  };
}

export type AssignmentRepository = ReturnType<typeof createAssignmentRepository>;
