import type { Sql } from '@blockbeat/service-kit';

export interface SummaryRecipient {
  instructorId: string;
  name: string;
  email: string;
}

export interface SummaryNote {
  clientName: string;
  date: string;
  note: string;
}

/** The weekly summary's own rows: who gets it, who stopped it, which weeks were handed over. */
export function createSummaryRepository(sql: Sql) {
  return {
    /** Instructors with an e-mail and an active client, who did not stop the summary, whose `week` is not handed over yet. */
    async due(week: string): Promise<SummaryRecipient[]> {
      return sql.rows<SummaryRecipient>(
        `SELECT i.user_id AS "instructorId", i.name, i.email FROM coaching.instructors i
          WHERE i.email IS NOT NULL AND i.summary_unsubscribed_at IS NULL
            AND EXISTS (SELECT 1 FROM coaching.clients c WHERE c.instructor_id = i.user_id AND NOT c.archived)
            AND NOT EXISTS (SELECT 1 FROM coaching.summary_mails m WHERE m.instructor_id = i.user_id AND m.week = :week)
          ORDER BY i.user_id`,
        { week },
      );
    },

    /** The notes active clients left with completions from `from` to `to`, by day then name. */
    async notes(instructorId: string, from: string, to: string): Promise<SummaryNote[]> {
      return sql.rows<SummaryNote>(
        `SELECT c.name AS "clientName", co.date::text AS date, co.note FROM coaching.completions co JOIN coaching.clients c ON c.id = co.client_id
          WHERE c.instructor_id = :instructorId AND NOT c.archived AND co.note <> '' AND co.date BETWEEN CAST(:from AS date) AND CAST(:to AS date)
          ORDER BY co.date, c.name, co.completed_at`,
        { instructorId, from, to },
      );
    },

    async markHandedOver(instructorId: string, week: string): Promise<void> {
      await sql.exec('INSERT INTO coaching.summary_mails (instructor_id, week) VALUES (:instructorId, :week) ON CONFLICT DO NOTHING', { instructorId, week });
    },

    async unsubscribe(instructorId: string): Promise<void> {
      await sql.exec('UPDATE coaching.instructors SET summary_unsubscribed_at = now() WHERE user_id = :instructorId AND summary_unsubscribed_at IS NULL', { instructorId });
    },
  };
}

export type SummaryRepository = ReturnType<typeof createSummaryRepository>;
