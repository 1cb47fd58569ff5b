import type { AuditEntry } from '@blockbeat/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Tx } from './transaction';

/** An entry as stored: the API's, with its time as a Date. */
export type AuditRecord = Omit<AuditEntry, 'at'> & { at: Date };

export type NewAuditRecord = Omit<AuditRecord, 'id' | 'at'>;

const COLUMNS = `id, actor_id AS "actorId", actor_email AS "actorEmail", action, target_id AS "targetId", target_email AS "targetEmail",
  before, after, at`;

/** The admin audit log: rows are only ever added (the table's trigger refuses UPDATE and DELETE). */
export function createAdminAuditRepository(sequelize: Sequelize, schema: string) {
  const table = `${sequelize.getQueryInterface().quoteIdentifier(schema)}.admin_audit`;

  return {
    /** In the action's transaction: the change and its record commit together or not at all. */
    async append(entry: NewAuditRecord, tx: Tx): Promise<void> {
      await sequelize.query(
        `INSERT INTO ${table} (actor_id, actor_email, action, target_id, target_email, before, after)
         VALUES (:actorId, :actorEmail, :action, :targetId, :targetEmail, CAST(:before AS jsonb), CAST(:after AS jsonb))`,
        { replacements: { ...entry, before: JSON.stringify(entry.before), after: JSON.stringify(entry.after) }, transaction: tx },
      );
    },

    /** Newest first. */
    async page(query: { page: number; pageSize: number; targetId?: string }): Promise<{ entries: AuditRecord[]; total: number }> {
      const where = query.targetId ? 'WHERE target_id = :targetId' : '';
      const replacements = { targetId: query.targetId ?? null, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const [entries, [count]] = await Promise.all([
        sequelize.query<AuditRecord>(`SELECT ${COLUMNS} FROM ${table} ${where} ORDER BY at DESC, id DESC LIMIT :limit OFFSET :offset`, {
          replacements,
          type: QueryTypes.SELECT,
        }),
        sequelize.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} ${where}`, { replacements, type: QueryTypes.SELECT }),
      ]);
      return { entries, total: count?.total ?? 0 };
    },
  };
}

export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
