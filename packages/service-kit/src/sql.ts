import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** A database transaction, opaque to the domain: it only passes one along to the repositories. */
export type Tx = Transaction;

export type Params = Record<string, unknown>;

/**
 * Plain SQL with named replacements (`:name`, escaped by Sequelize), answering plain rows: for a
 * data layer whose queries (partial indexes, SKIP LOCKED, window counts, ON CONFLICT) read better
 * as SQL than as model calls. Repositories answer plain objects either way.
 */
export function createSql(sequelize: Sequelize) {
  return {
    rows<T extends object>(sql: string, params: Params = {}, tx?: Tx): Promise<T[]> {
      return sequelize.query<T>(sql, { replacements: params, type: QueryTypes.SELECT, transaction: tx ?? null });
    },

    async one<T extends object>(sql: string, params: Params = {}, tx?: Tx): Promise<T | null> {
      const [row] = await this.rows<T>(sql, params, tx);
      return row ?? null;
    },

    /** The number of rows the statement touched. */
    async exec(sql: string, params: Params = {}, tx?: Tx): Promise<number> {
      const [, meta] = await sequelize.query(sql, { replacements: params, transaction: tx ?? null });
      return (meta as { rowCount?: number } | undefined)?.rowCount ?? 0;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return sequelize.transaction(work);
    },
  };
}

export type Sql = ReturnType<typeof createSql>;
