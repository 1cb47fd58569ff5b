import type { CoachingNotice } from '@blockbeat/contracts';
import type { Sql } from '@blockbeat/service-kit';
import { isUuid } from '../../shared/ids';

export function createNoticeRepository(sql: Sql) {
  return {
    async list(instructorId: string): Promise<CoachingNotice[]> {
      const rows = await sql.rows<Omit<CoachingNotice, 'createdAt'> & { createdAt: Date }>(
        `SELECT id, kind, client_name AS "clientName", created_at AS "createdAt" FROM coaching.notices WHERE instructor_id = :instructorId ORDER BY created_at DESC`,
        { instructorId },
      );
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async remove(instructorId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await sql.exec('DELETE FROM coaching.notices WHERE id = :id AND instructor_id = :instructorId', { id, instructorId })) > 0;
    },
  };
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
