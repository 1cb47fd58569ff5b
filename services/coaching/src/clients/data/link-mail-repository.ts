import type { Sql } from '@blockbeat/service-kit';

/** A send asked for: new (and counted), the same request again, or over the hourly limit. */
export type LinkMailReservation = 'new' | 'again' | 'limited';

/** The sends of a client's link by e-mail, by the instructor's request id. */
export function createLinkMailRepository(sql: Sql) {
  return {
    /** Records the request unless it is known, or the client already had `perHour` sends in the last hour (under a lock per client). */
    async reserve(clientId: string, requestId: string, perHour: number): Promise<LinkMailReservation> {
      return sql.transaction(async (tx) => {
        await sql.exec('SELECT pg_advisory_xact_lock(hashtext(:key))', { key: `coaching:link-mails:${clientId}` }, tx);
        if (await sql.one('SELECT 1 FROM coaching.link_mails WHERE client_id = :clientId AND request_id = :requestId', { clientId, requestId }, tx)) return 'again';
        const { n } = (await sql.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM coaching.link_mails WHERE client_id = :clientId AND sent_at > now() - interval '1 hour'`,
          { clientId },
          tx,
        ))!;
        if (n >= perHour) return 'limited';
        await sql.exec('INSERT INTO coaching.link_mails (client_id, request_id) VALUES (:clientId, :requestId)', { clientId, requestId }, tx);
        return 'new';
      });
    },

    /** A send that support did not take counts for nothing. */
    async release(clientId: string, requestId: string): Promise<void> {
      await sql.exec('DELETE FROM coaching.link_mails WHERE client_id = :clientId AND request_id = :requestId', { clientId, requestId });
    },
  };
}
