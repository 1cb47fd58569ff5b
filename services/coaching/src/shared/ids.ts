const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid cannot exist: it is simply not found (Postgres would refuse it with an error). */
export const isUuid = (id: string): boolean => UUID.test(id);

/** Many ids as one uuid[] parameter (`= ANY(CAST(:ids AS uuid[]))`): one value to escape and plan, not a list of 500. Ids read from the database only. */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;
