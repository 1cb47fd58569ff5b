import type { Client, ClientPatch, RosterArchived } from '@blockbeat/contracts';
import type { Sql, Tx } from '@blockbeat/service-kit';
import { isUuid } from '../../shared/ids';

export interface ClientRecord extends Client {
  instructorId: string;
}

interface ClientRow extends Omit<ClientRecord, 'createdAt'> {
  createdAt: Date;
}

const COLUMNS = `id, instructor_id AS "instructorId", name, email, note, archived, created_at AS "createdAt", link_hash IS NOT NULL AS "hasLink"`;
const toRecord = (row: ClientRow): ClientRecord => ({ ...row, createdAt: row.createdAt.toISOString() });
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createClientRepository(sql: Sql) {
  return {
    /** The name clients see on their page, and where the weekly summary goes: the instructor's as of their last change. */
    async rememberInstructor(userId: string, name: string, email: string): Promise<void> {
      await sql.exec(
        `INSERT INTO coaching.instructors (user_id, name, email) VALUES (:userId, :name, :email)
         ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()
          WHERE instructors.name <> EXCLUDED.name OR instructors.email IS DISTINCT FROM EXCLUDED.email`,
        { userId, name, email },
      );
    },

    async instructorName(userId: string): Promise<string> {
      return (await sql.one<{ name: string }>('SELECT name FROM coaching.instructors WHERE user_id = :userId', { userId }))?.name ?? '';
    },

    async count(instructorId: string): Promise<number> {
      return (await sql.one<{ n: number }>('SELECT count(*)::int AS n FROM coaching.clients WHERE instructor_id = :instructorId', { instructorId }))!.n;
    },

    async list(instructorId: string, { search, archived }: { search: string; archived: RosterArchived }): Promise<ClientRecord[]> {
      const rows = await sql.rows<ClientRow>(
        `SELECT ${COLUMNS} FROM coaching.clients
          WHERE instructor_id = :instructorId
            AND (:archived = 'all' OR archived = (:archived = 'archived'))
            AND (:search = '' OR name ILIKE :like OR email ILIKE :like)`,
        { instructorId, archived, search, like: likePattern(search) },
      );
      return rows.map(toRecord);
    },

    async find(instructorId: string, id: string): Promise<ClientRecord | null> {
      if (!isUuid(id)) return null;
      const row = await sql.one<ClientRow>(`SELECT ${COLUMNS} FROM coaching.clients WHERE id = :id AND instructor_id = :instructorId`, { id, instructorId });
      return row && toRecord(row);
    },

    /** Inserted only while the instructor has fewer than `max` clients (checked under a lock on their row). */
    async createWithin(instructorId: string, input: { name: string; email: string | null; note: string }, max: number): Promise<ClientRecord | null> {
      return sql.transaction(async (tx) => {
        await sql.exec('SELECT pg_advisory_xact_lock(hashtext(:key))', { key: `coaching:clients:${instructorId}` }, tx);
        const { n } = (await sql.one<{ n: number }>('SELECT count(*)::int AS n FROM coaching.clients WHERE instructor_id = :instructorId', { instructorId }, tx))!;
        if (n >= max) return null;
        const row = await sql.one<ClientRow>(
          `INSERT INTO coaching.clients (instructor_id, name, email, note) VALUES (:instructorId, :name, :email, :note) RETURNING ${COLUMNS}`,
          { instructorId, ...input },
          tx,
        );
        return toRecord(row!);
      });
    },

    async patch(instructorId: string, id: string, patch: ClientPatch): Promise<ClientRecord | null> {
      if (!isUuid(id)) return null;
      const row = await sql.one<ClientRow>(
        `UPDATE coaching.clients SET
            name = COALESCE(:name, name),
            email = CASE WHEN :setEmail THEN :email ELSE email END,
            note = COALESCE(:note, note),
            archived = COALESCE(:archived, archived)
          WHERE id = :id AND instructor_id = :instructorId RETURNING ${COLUMNS}`,
        { id, instructorId, name: patch.name ?? null, setEmail: patch.email !== undefined, email: patch.email ?? null, note: patch.note ?? null, archived: patch.archived ?? null },
      );
      return row && toRecord(row);
    },

    async remove(instructorId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await sql.exec('DELETE FROM coaching.clients WHERE id = :id AND instructor_id = :instructorId', { id, instructorId })) > 0;
    },

    /** A new link (its token's hash, and the token sealed) replaces the old one, which stops working; null revokes. */
    async setLink(instructorId: string, id: string, link: { hash: Buffer; sealed: Buffer } | null): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (
        (await sql.exec('UPDATE coaching.clients SET link_hash = :hash, link_sealed = :sealed WHERE id = :id AND instructor_id = :instructorId', {
          id,
          instructorId,
          hash: link?.hash ?? null,
          sealed: link?.sealed ?? null,
        })) > 0
      );
    },

    /** The live link's sealed token; null when there is none, or it was made before tokens were sealed. */
    async sealedLinkOf(id: string): Promise<Buffer | null> {
      return (await sql.one<{ sealed: Buffer | null }>('SELECT link_sealed AS sealed FROM coaching.clients WHERE id = :id AND link_hash IS NOT NULL', { id }))?.sealed ?? null;
    },

    async findByLinkHash(hash: Buffer): Promise<ClientRecord | null> {
      const row = await sql.one<ClientRow>(`SELECT ${COLUMNS} FROM coaching.clients WHERE link_hash = :hash`, { hash });
      return row && toRecord(row);
    },

    /** The client's rows go (assignments and completions with them); the instructor gets a notice naming them. */
    async forget(client: ClientRecord): Promise<void> {
      await sql.transaction(async (tx: Tx) => {
        const gone = await sql.exec('DELETE FROM coaching.clients WHERE id = :id', { id: client.id }, tx);
        if (gone > 0)
          await sql.exec(`INSERT INTO coaching.notices (instructor_id, kind, client_name) VALUES (:instructorId, 'client_forgotten', :name)`, { instructorId: client.instructorId, name: client.name }, tx);
      });
    },

    /** Account deletion: every row of the instructor's in this schema. */
    async removeAllOf(instructorId: string): Promise<void> {
      await sql.transaction(async (tx) => {
        await sql.exec('DELETE FROM coaching.clients WHERE instructor_id = :instructorId', { instructorId }, tx);
        await sql.exec('DELETE FROM coaching.programs WHERE instructor_id = :instructorId', { instructorId }, tx);
        await sql.exec('DELETE FROM coaching.notices WHERE instructor_id = :instructorId', { instructorId }, tx);
        await sql.exec('DELETE FROM coaching.instructors WHERE user_id = :instructorId', { instructorId }, tx);
        await sql.exec('DELETE FROM coaching.summary_mails WHERE instructor_id = :instructorId', { instructorId }, tx);
      });
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
