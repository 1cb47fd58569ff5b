import type { GroupEmailAudience } from '@blockbeat/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';
import { statusRules } from './directory-status-sql';

export interface AudienceRow {
  userId: string;
  email: string;
  name: string | null;
  trialEndsAt: Date | null;
}

/**
 * Who a group mail goes to: users with an e-mail address, in user id order; the audiences are the
 * users table's status groups (directory-status-sql.ts), "all" is everyone.
 */
export function createAudienceRepository(sequelize: Sequelize, schema: string, adminEmails: readonly string[]) {
  const table = `${sequelize.getQueryInterface().quoteIdentifier(schema)}.subscriptions`;
  const rules = (now: Date) => statusRules(table, { adminEmails, now });
  const where = (audience: GroupEmailAudience, now: Date) => {
    const { where: groups, params } = rules(now);
    return { sql: `email IS NOT NULL AND email <> '' AND ${audience === 'all' ? 'TRUE' : groups[audience]}`, params };
  };

  return {
    /** At most `limit` rows whose user id sorts after `after`. */
    page(audience: GroupEmailAudience, after: string, limit: number, now: Date): Promise<AudienceRow[]> {
      const { sql, params } = where(audience, now);
      return sequelize.query<AudienceRow>(
        `SELECT user_id AS "userId", email, name, trial_ends_at AS "trialEndsAt" FROM ${table}
         WHERE ${sql} AND user_id > :after ORDER BY user_id LIMIT :limit`,
        { replacements: { ...params, after, limit }, type: QueryTypes.SELECT },
      );
    },

    async count(audience: GroupEmailAudience, now: Date): Promise<number> {
      const { sql, params } = where(audience, now);
      const [row] = await sequelize.query<{ count: string }>(`SELECT count(*) AS count FROM ${table} WHERE ${sql}`, {
        replacements: params,
        type: QueryTypes.SELECT,
      });
      return Number(row?.count ?? 0);
    },
  };
}

export type AudienceRepository = ReturnType<typeof createAudienceRepository>;
