import type { Sql, Tx } from './sql';

export type ImageMimeType = 'image/png' | 'image/jpeg';

export interface AttachmentRecord {
  id: string;
  messageId: string;
  storageName: string;
  fileName: string;
  mimeType: ImageMimeType;
  size: number;
  createdAt: Date;
}

/** An attachment with what decides who may see it: the ticket's owner and whether its message is a staff note. */
export interface AttachmentAccess extends AttachmentRecord {
  ownerId: string;
  onNote: boolean;
}

const ATTACHMENT = `a.id, a.message_id AS "messageId", a.storage_name AS "storageName", a.file_name AS "fileName",
  a.mime_type AS "mimeType", a.size, a.created_at AS "createdAt"`;

export function createAttachmentRepository(sql: Sql) {
  return {
    async countOn(tx: Tx, messageId: string): Promise<number> {
      const row = await sql.one<{ n: number }>('SELECT CAST(count(*) AS int) AS n FROM support.ticket_attachments WHERE message_id = :messageId', { messageId }, tx);
      return row?.n ?? 0;
    },

    async add(tx: Tx, a: Omit<AttachmentRecord, 'id' | 'createdAt'>): Promise<AttachmentRecord> {
      return (await sql.one<AttachmentRecord>(
        `INSERT INTO support.ticket_attachments AS a (message_id, storage_name, file_name, mime_type, size)
         VALUES (:messageId, :storageName, :fileName, :mimeType, :size) RETURNING ${ATTACHMENT}`,
        a,
        tx,
      ))!;
    },

    /** Every attachment of these messages, oldest first. */
    onMessages(messageIds: string[]): Promise<AttachmentRecord[]> {
      if (messageIds.length === 0) return Promise.resolve([]);
      return sql.rows<AttachmentRecord>(`SELECT ${ATTACHMENT} FROM support.ticket_attachments a WHERE a.message_id IN (:messageIds) ORDER BY a.created_at, a.id`, {
        messageIds,
      });
    },

    withAccess(id: string): Promise<AttachmentAccess | null> {
      return sql.one<AttachmentAccess>(
        `SELECT ${ATTACHMENT}, t.user_id AS "ownerId", m.author = 'note' AS "onNote"
         FROM support.ticket_attachments a JOIN support.ticket_messages m ON m.id = a.message_id JOIN support.tickets t ON t.id = m.ticket_id
         WHERE a.id = :id`,
        { id },
      );
    },

    /** The files of every attachment on the user's tickets (their rows go with the tickets). */
    async storageNamesOfUser(tx: Tx, userId: string): Promise<string[]> {
      const rows = await sql.rows<{ storageName: string }>(
        `SELECT a.storage_name AS "storageName" FROM support.ticket_attachments a
         JOIN support.ticket_messages m ON m.id = a.message_id JOIN support.tickets t ON t.id = m.ticket_id
         WHERE t.user_id = :userId`,
        { userId },
        tx,
      );
      return rows.map((r) => r.storageName);
    },
  };
}

export type AttachmentRepository = ReturnType<typeof createAttachmentRepository>;
