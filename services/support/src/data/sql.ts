/** The support schema's queries go through service-kit's plain-SQL helper. */
export { createSql, type Params, type Sql, type Tx } from '@blockbeat/service-kit';
